import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { businessDaysText, hoursText, timezoneText } from "./business-hours";

describe("business hours as a visitor reads them", () => {
  it("says a range that runs past midnight ends the next day", () => {
    expect(hoursText("12:00 PM – 5:00 AM")).toBe("12:00 PM – 5:00 AM (next day)");
    expect(hoursText("9:00 AM – 6:00 PM")).toBe("9:00 AM – 6:00 PM");
    expect(hoursText("12:00 AM – 11:30 PM")).toBe("12:00 AM – 11:30 PM");
    expect(hoursText("Closed")).toBe("Closed");
  });

  it("names the configured zone with its offset from UTC", () => {
    expect(timezoneText(site.businessHours)).toBe("IST (UTC+5:30)");
    expect(timezoneText({ ...site.businessHours, utcOffset: "" })).toBe("IST");
  });

  it("says which days count as business days, from the configured hours", () => {
    expect(businessDaysText(site.businessHours)).toBe("Monday to Saturday, IST (UTC+5:30)");
    expect(businessDaysText({ ...site.businessHours, saturday: "Closed" })).toBe("Monday to Friday, IST (UTC+5:30)");
    expect(businessDaysText({ ...site.businessHours, sunday: "10:00 AM – 2:00 PM" })).toBe(
      "every day of the week, IST (UTC+5:30)",
    );
  });
});
