declare module "*.module.scss" {
  const classes: Record<string, string>;
  export = classes;
}
