import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { installBrowserFakes } from "./__tests__/support/browser-fakes";

if (typeof window !== "undefined") installBrowserFakes();

// findBy* and waitFor give up after 1 s by default, which a busy machine reaches without a defect; Jest's own timeout
// (jest.config.js) ends a real hang.
configure({ asyncUtilTimeout: 60_000 });
