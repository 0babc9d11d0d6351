import React from "react";

const gatsby = jest.requireActual("gatsby");

/** Gatsby's runtime pieces, replaced by plain React so components render in jsdom. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(
    ({
      activeClassName: _activeClassName,
      activeStyle: _activeStyle,
      getProps: _getProps,
      innerRef,
      partiallyActive: _partiallyActive,
      ref,
      replace: _replace,
      to,
      ...rest
    }) => React.createElement("a", { ...rest, ref: innerRef ?? ref, href: to }),
  ),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
};
