import { describe } from "vitest";
import { launchWebKit } from "./browsers";
import { smokeSuite } from "./smoke";

describe("WebKitGTK (selenium-webdriver, WebKitWebDriver under Xvfb)", () => smokeSuite(launchWebKit));
