import type { Crumb } from "~/lib/structured-data";

/**
 * The trail a detail page sits on (Home › Services › DevOps), the same steps its BreadcrumbList
 * describes to search engines. The last step is the current page and is not a link.
 */
export function Breadcrumbs({ trail, tone = "dark" }: { trail: readonly Crumb[]; tone?: "dark" | "light" }) {
  const link = tone === "dark" ? "text-primary-200 hover:text-white" : "text-primary-700 hover:text-primary-500";
  const current = tone === "dark" ? "text-white" : "text-slate-700";
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className={`font-medium ${current}`}>
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a
                    href={crumb.path}
                    className={`inline-flex min-h-6 items-center underline-offset-2 hover:underline ${link}`}
                  >
                    {crumb.name}
                  </a>
                  <span aria-hidden="true" className={tone === "dark" ? "text-primary-300" : "text-slate-400"}>
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
