import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { StatusLayout } from "./StatusLayout";
import { CTA } from "~/content/cta";

/** An unknown /technologies/{id} (HTTP 404 on first load, docs/requirements.md#unknown-addresses-and-errors), with the way to every technology. */
export function TechnologyNotFound() {
  return (
    <StatusLayout
      icon={<Icon name="code-2" size={32} />}
      eyebrow="Error 404"
      title="Technology Not Found"
      actions={
        <ButtonLink to="/technologies" size="lg" arrow>
          {CTA.viewAllTechnologies}
        </ButtonLink>
      }
    >
      <p>The technology you&apos;re looking for doesn&apos;t exist.</p>
    </StatusLayout>
  );
}
