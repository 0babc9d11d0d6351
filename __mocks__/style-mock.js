// Sass modules in tests: every class is its own name. Flagged as an ES module so
// `import * as styles` gets the proxy itself rather than a copy of its (no) keys.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) });
