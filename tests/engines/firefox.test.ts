import { describe } from "vitest";
import { launchFirefox } from "./browsers";
import { smokeSuite } from "./smoke";

describe("Firefox ESR (puppeteer-core over WebDriver BiDi)", () => smokeSuite(launchFirefox));
