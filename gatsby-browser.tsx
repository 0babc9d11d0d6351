import "./src/styles/global.scss";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";
