// Encodes "Save animation"'s GIF off the page's thread, with gifenc (mattdesl's, MIT; bundled
// into gifenc.js at dist's root by the Makefile's vendor-bundles). Messages in:
// { kind: "frame", pixels (RGBA, its buffer transferred), width, height, delay (ms) }, then
// { kind: "finish" }. Out: { kind: "framed", frames } after each frame (the page sends the
// next only then, so at most a frame or two wait here), and { kind: "done", bytes } at the end.
// Each frame gets a palette of its own (256 colours, quantized from its pixels).

import { GIFEncoder, quantize, applyPalette } from "../../gifenc.js";

const gif = GIFEncoder();
let frames = 0;

onmessage = ({ data }) => {
  if (data.kind === "frame") {
    const { pixels, width, height, delay } = data;
    const palette = quantize(pixels, 256);
    gif.writeFrame(applyPalette(pixels, palette), width, height, { palette, delay, repeat: 0 });
    frames += 1;
    postMessage({ kind: "framed", frames });
  } else if (data.kind === "finish") {
    gif.finish();
    const bytes = gif.bytes();
    postMessage({ kind: "done", bytes }, [bytes.buffer]);
  }
};
