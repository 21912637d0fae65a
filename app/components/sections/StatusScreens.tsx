import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";

function StatusLayout({
  icon,
  eyebrow,
  title,
  children,
}: {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  children: ReactNode;
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
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** §2.13: shown for every unmatched path (HTTP 404 on first load). */
export function NotFoundScreen() {
  return (
    <StatusLayout icon={<Icon name="compass" size={32} />} eyebrow="Error 404" title="Page Not Found">
      <p>The page you are looking for doesn&apos;t exist or has been moved.</p>
    </StatusLayout>
  );
}

/** §8: the screen for an unexpected failure, followed by the error status or message. */
export function ErrorScreen({ detail }: { detail: string }) {
  return (
    <StatusLayout
      icon={<Icon name="triangle-alert" size={32} />}
      eyebrow="Something went wrong"
      title="Unexpected Application Error!"
    >
      <p data-testid="error-detail" className="font-mono text-base text-primary-900">
        {detail}
      </p>
      <p className="mt-3 text-base">Please reload the page or try again in a moment.</p>
    </StatusLayout>
  );
}
