import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { CTA } from "~/content/cta";

/** The layout of the status screens (404s, errors): icon, eyebrow, title, text and the way out. */
export function StatusLayout({
  icon,
  eyebrow,
  title,
  children,
  actions = (
    <>
      <ButtonLink to="/" size="lg">
        {CTA.home}
      </ButtonLink>
      <ButtonLink to="/contact" variant="outline" size="lg">
        {CTA.contactUs}
      </ButtonLink>
    </>
  ),
}: {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-primary-50">
      <div className="container-site flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <span className="inline-flex rounded-2xl bg-white p-4 text-primary-600 shadow-sm ring-1 ring-primary-100">
          {icon}
        </span>
        <p className="eyebrow mt-6">{eyebrow}</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
        <div className="mt-4 max-w-xl text-lg text-slate-600">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
