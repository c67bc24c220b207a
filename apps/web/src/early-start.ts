import { startSigningEarly } from './features/signing/early-start';

// Its own entry, run before main.tsx evaluates React and the pages (index.html).
startSigningEarly(window.location.hash);
