import type { DepartmentContact as Contact } from "~/site";
import { Icon } from "~/components/ui/Icon";

/**
 * A department's contact details (docs/requirements.md#company-and-legal-pages, #company-constants): each configured value on its own line, each empty one
 * left out; with nothing configured, the contact form instead.
 */
export function DepartmentContact({ contact, label }: { contact: Contact; label: string }) {
  const lines = [
    contact.email ? { icon: "mail" as const, content: <a href={`mailto:${contact.email}`}>{contact.email}</a> } : null,
    contact.phone
      ? { icon: "phone" as const, content: <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>{contact.phone}</a> }
      : null,
    contact.address ? { icon: "map-pin" as const, content: <span>{contact.address}</span> } : null,
  ].filter((line) => line !== null);
  return (
    <address className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 not-italic shadow-sm" data-contact-block>
      <p className="font-semibold text-primary-950">{label}</p>
      {lines.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {lines.map((line) => (
            <li
              key={line.icon}
              className="flex items-start gap-3 text-slate-700 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2"
            >
              <Icon name={line.icon} size={18} className="mt-0.5 shrink-0 text-primary-600" />
              {line.content}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">
          Write to us through the{" "}
          <a href="/contact" className="font-medium text-primary-700 underline">
            contact form
          </a>
          .
        </p>
      )}
    </address>
  );
}
