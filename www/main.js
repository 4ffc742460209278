// The page's entry point: the lab with full chrome, built in the page's <main>, reading its
// setup from the address bar and writing it back; keys work whenever the page has focus.

import { createLab } from "./lab.js";

const lab = createLab(document.querySelector("main"), location.search, { chrome: "full", keys: "document", history: true });
lab.ready.then(() => {
  document.body.dataset.ready = "true";
}, (error) => console.error(error));
