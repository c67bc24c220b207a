'use strict';
// tesseract.js's own Node worker, less the chatter its WebAssembly core prints on every
// sparse-text page: leptonica's "Error in boxClipToRectangle / pixScanForForeground" (a
// layout probe past the page edge, harmless) and tesseract's "Detected N diacritics". They
// reach the process's stderr from the worker thread, in server logs and test output alike,
// and would hide a real warning. Anything else the core prints still gets through.
const CHATTER = /^(Error in (boxClipToRectangle|pixScanForForeground): |Detected \d+ diacritics$)/;

for (const method of ['log', 'warn', 'error']) {
  const print = console[method].bind(console);
  console[method] = (first, ...rest) => {
    if (typeof first === 'string' && CHATTER.test(first.trim())) return;
    print(first, ...rest);
  };
}

require('tesseract.js/src/worker-script/node/index.js');
