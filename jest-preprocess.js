// Compiles tests and sources the way Gatsby does (babel-preset-gatsby), plus TypeScript.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
