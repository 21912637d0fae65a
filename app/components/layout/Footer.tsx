import { useSiteNavigation } from "./navigation-context";
import { Logo } from "./Logo";
import { NewsletterForm } from "./NewsletterForm";
import { Icon } from "~/components/ui/Icon";

declare const __BUILD_YEAR__: number;

export function Footer() {
  const { footerLists, newsletterSignUp, facts: site } = useSiteNavigation();
  const { socialLinks } = site;
  return (
    <footer className="bg-primary-950 text-primary-100">
      {/* Laid out and painted only as it nears the view (app.css, data-footer-body). */}
      <div data-footer-body className="container-site grid gap-10 py-12 sm:gap-12 sm:py-16 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-primary-200">{site.description}</p>
          <h2 className="mt-8 text-base text-white">{newsletterSignUp.title}</h2>
          <p className="mt-1 text-sm text-primary-200">{newsletterSignUp.cadence}</p>
          <NewsletterForm copy={newsletterSignUp} />
        </div>
        <nav id="footer-nav" aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-8">
          {footerLists.map((list) => (
            <div key={list.title}>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{list.title}</h2>
              <ul className="mt-4 space-y-1">
                {list.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="inline-flex min-h-9 items-center text-sm text-primary-200 transition-colors hover:text-accent-400"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-6 py-8 text-sm md:flex-row md:items-center md:justify-between">
          <address className="flex flex-col gap-3 not-italic sm:flex-row sm:flex-wrap sm:gap-6">
            {site.email ? (
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-accent-400">
                <Icon name="mail" size={16} /> {site.email}
              </a>
            ) : null}
            {site.phone ? (
              <a
                href={`tel:${site.phone.replace(/\s+/g, "")}`}
                className="inline-flex items-center gap-2 hover:text-accent-400"
              >
                <Icon name="phone" size={16} /> {site.phone}
              </a>
            ) : null}
            {site.address ? (
              <span className="inline-flex items-start gap-2">
                <Icon name="map-pin" size={16} className="mt-0.5 shrink-0" /> {site.address}
              </span>
            ) : null}
          </address>
          <div className="flex items-center gap-4">
            {socialLinks.length > 0 ? (
              <ul className="flex gap-2" aria-label="Social links">
                {socialLinks.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 rounded-lg hover:text-accent-400"
                    >
                      <Icon name="code-2" size={16} />
                      {link.label}
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {/* The build year; app/client/footer-year.ts sets today's year if the page outlives it. */}
            <p>
              ©{" "}
              <span data-testid="copyright-year" data-copyright-year>
                {__BUILD_YEAR__}
              </span>{" "}
              {site.brand}. All rights reserved.
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
