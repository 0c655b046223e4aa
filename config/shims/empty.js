// Polyfills for browsers older than the ones we support (fetch, AbortController): left out of the H5 bundle.
module.exports = {};
