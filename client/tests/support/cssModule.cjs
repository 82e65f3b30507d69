// CSS modules in tests: each class name maps to itself (styles.menu === 'menu').
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
