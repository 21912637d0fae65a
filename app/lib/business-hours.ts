/**
 * Business hours as a visitor reads them (docs/requirements.md#company-constants): the configured
 * ranges are in the office's time zone, and a range that ends before it starts runs past midnight,
 * so it says "(next day)" rather than reading as a day that ends before it begins.
 */
import type { Site } from "~/site";

const minutes = (time: string) => {
  const match = /^(\d{1,2}):(\d{2}) ([AP])M$/.exec(time.trim());
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3] === "P" ? 12 : 0);
  return hour * 60 + Number(match[2]);
};

/** "12:00 PM – 5:00 AM" → "12:00 PM – 5:00 AM (next day)"; a same-day range or "Closed" as it is. */
export function hoursText(range: string): string {
  const [from, to] = range.split("–").map((part) => part.trim());
  const start = from === undefined ? undefined : minutes(from);
  const end = to === undefined ? undefined : minutes(to);
  return start !== undefined && end !== undefined && end <= start ? `${range} (next day)` : range;
}

/** "IST (UTC+5:30)": the zone's abbreviation with its offset, so a visitor anywhere can convert. */
export function timezoneText(hours: Site["businessHours"]): string {
  return [hours.timezone, hours.utcOffset ? `(UTC${hours.utcOffset})` : ""].filter(Boolean).join(" ");
}

const isOpen = (range: string) => range.trim() !== "" && !/^closed$/i.test(range.trim());

/**
 * What "business days" means wherever the site counts time in them (the register's `{replyTime}`,
 * docs/decisions/0125-copy-a-client-can-hold-us-to.md): the days the office is open, with the zone
 * ("Monday to Saturday, IST (UTC+5:30)"). Filled as `{businessDays}` by app/lib/tokens.ts.
 */
export function businessDaysText(hours: Site["businessHours"]): string {
  const weekdays = isOpen(hours.mondayToFriday);
  const saturday = isOpen(hours.saturday);
  const sunday = isOpen(hours.sunday);
  const days =
    weekdays && saturday && sunday
      ? "every day of the week"
      : weekdays && saturday
        ? "Monday to Saturday"
        : weekdays
          ? sunday
            ? "Monday to Friday and Sunday"
            : "Monday to Friday"
          : [saturday ? "Saturday" : "", sunday ? "Sunday" : ""].filter(Boolean).join(" and ");
  return `${days}, ${timezoneText(hours)}`;
}
