// The embed view's entry point (embed.html): one lab without page chrome, configured entirely
// by the URL's parameters, filling the frame; its host events go to the parent window and the
// parent's commands come back (messages.js). Keys work while focus is in the frame.

import { createLab } from "./lab.js";
import { connectParent } from "./messages.js";

const lab = createLab(document.querySelector("main"), location.search, { chrome: "embed", keys: "document" });
document.documentElement.lang = lab.element.lang;
connectParent(lab, lab.element);
lab.ready.then(() => {
  document.body.dataset.ready = "true";
}, (error) => console.error(error));
