import type { DeveloperProfile } from "~/lib/content/technologies";
import { cardClasses } from "~/components/ui/Card";
import { TagList } from "./Lists";

/** Developer profiles (docs/requirements.md#technology-page, #technology-records): role, experience, skills, rate and availability. */
export function ProfileCards({ profiles }: { profiles: DeveloperProfile[] }) {
  return (
    <ul className="grid-even mt-8 sm:mt-12 md:[--cols:2] lg:[--cols:3]">
      {profiles.map((profile) => (
        <li key={profile.id} className={`${cardClasses} flex flex-col`}>
          <p className="text-sm font-semibold text-accent-700">{profile.name}</p>
          <h3 className="mt-1 text-lg">{profile.title}</h3>
          <p className="mt-3 flex-1 leading-relaxed text-slate-600">{profile.description}</p>
          <TagList items={profile.skills} label="Skills" tone="plain" />
          <dl className="mt-6 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4 text-sm">
            <div>
              <dt className="text-slate-500">Experience</dt>
              <dd className="mt-0.5 font-semibold text-primary-950">{profile.experience}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Rate</dt>
              <dd className="mt-0.5 font-semibold text-primary-950">{profile.hourlyRate} per hour</dd>
            </div>
            <div>
              <dt className="text-slate-500">Availability</dt>
              <dd className="mt-0.5 font-semibold text-primary-950">{profile.availability}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
