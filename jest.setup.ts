import "@testing-library/jest-dom";
import { installBrowserFakes } from "./__tests__/support/browser-fakes";

if (typeof window !== "undefined") installBrowserFakes();
