// Gatsby's Link expects the runtime loader that a real build provides.
global.___loader = {
  enqueue: () => {},
  hovering: () => {},
};
