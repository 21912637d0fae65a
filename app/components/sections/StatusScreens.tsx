import { isRouteErrorResponse } from "react-router";
import { Icon } from "~/components/ui/Icon";
import { StatusLayout } from "./StatusLayout";

/** Shown for every unmatched path, with HTTP 404 on first load (docs/requirements.md#page-not-found). */
export function NotFoundScreen() {
  return (
    <StatusLayout icon={<Icon name="compass" size={32} />} eyebrow="Error 404" title="Page Not Found">
      <p>The page you are looking for doesn&apos;t exist or has been moved.</p>
    </StatusLayout>
  );
}

/** The screen for an unexpected failure (docs/requirements.md#unknown-addresses-and-errors), followed by the error status or message. */
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

/** What the root error boundary shows (docs/requirements.md#unknown-addresses-and-errors): Page Not Found for a 404, the error screen otherwise. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorScreen detail={detail} />;
}
