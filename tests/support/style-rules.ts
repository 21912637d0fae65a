import { site } from "~/site";
import type { CopyItem } from "../../scripts/copy-items";

/**
 * The house style (docs/content-style.md) as checks a machine can run. `content-style.test.ts` walks
 * every content module under app/content/ with them; each rule returns the problems it finds in one
 * piece of copy, so a fixture can prove it fails.
 */

const lastKey = (path: string) =>
  path
    .split(".")
    .filter((part) => !/^\d+$/.test(part))
    .pop() ?? "";

/** Headings and eyebrows: what sentence case applies to. */
export function isHeading(item: CopyItem): boolean {
  const key = lastKey(item.path);
  // An entry's or a page's own title is named by the requirements (docs/requirements.md#header-menus-and-footer, #catalogues): it keeps its capitalization.
  if (item.entryTitle) return false;
  return key === "title" || key === "eyebrow" || /(Eyebrow|Title)$/.test(key);
}

/** Paragraphs: what must not repeat between entries. */
export function isParagraph(item: CopyItem): boolean {
  return (
    !isHeading(item) && item.value.length >= 60 && /[a-z]\s[a-z]/.test(item.value) && !item.value.startsWith("http")
  );
}

/**
 * Names the specification gives word for word: labels and headings it quotes, job titles it lists, a
 * stack it names. Every rule here leaves them alone, case and spelling alike
 * (docs/decisions/0132-the-specifications-names.md).
 */
export const SPEC_NAMES = new Set([
  // The contact page's name, as the Contact dropdown names it (docs/requirements.md#header-menus-and-footer).
  "Contact Us",
  // Status screens (docs/requirements.md#page-not-found, #unknown-addresses-and-errors)
  "Page Not Found",
  "Technology Not Found",
  "Unexpected Application Error!",
  // The technology page's three points, quoted by the specification (docs/requirements.md#technology-page).
  "Free Consultation",
  "Custom Quote",
  "Quick Start",
  // The job titles (docs/requirements.md#job-openings).
  "Full Stack Engineer Contractor",
  "Business Development Manager Contractor",
  "Graphics Designer Contractor",
  // The e-commerce entry's "Frontend" stack (docs/requirements.md#solution-catalogue).
  "Frontend",
]);

export const PROPER_NOUNS = new Set([
  // The configured brand and city (docs/requirements.md#company-constants) are names wherever they appear.
  site.brand,
  site.address.city,
  ...(
    "I AI Android Angular Ansible Apache API APIs AWS Azure BigQuery Bitbucket Blockchain CI CD Claude " +
    "Cloud Cloudflare Confluence Copilot Cypress Databricks Datadog Django Docker Dynamics ERP Ethereum " +
    "Excel Figma Firebase Flutter GCP Gemini Git GitHub GitLab Google Grafana GraphQL Hadoop Helm Heroku " +
    "HIPAA iOS Java JavaScript Jenkins Jira Kafka Kotlin Kubernetes LangChain Linux LLM LLMs Microsoft " +
    "MLflow MongoDB MySQL Next.js NestJS Node.js OpenAI OpenTelemetry Oracle PCI PHP PostgreSQL Power " +
    "Prometheus PyTorch Python Rails React Redis Ruby Rust Salesforce SAP SharePoint Slack Snowflake Spring " +
    "SQL Stripe Swift Terraform TensorFlow TypeScript UiPath Vercel Vue Web3 Windows WordPress Zapier ZAP " +
    "GDPR SOC DPDP India Indian IST Monday Friday Saturday Sunday English Agile Scrum Kanban " +
    "Lambda ECS EKS AKS GKE S3 Vertex Bedrock SageMaker OWASP Playwright Selenium Jest Postman k6 JMeter " +
    "DevOps BI Postgres Vue.js " +
    // industries and platforms (solutions)
    "Epic Cerner Athenahealth Shopify Magento BigCommerce WooCommerce Adyen Braintree Plaid Razorpay Klarna " +
    "HubSpot NetSuite Odoo Zoho Moodle Canvas Blackboard Camunda Temporal Airflow Auth0 Okta Keycloak Twilio " +
    "Algolia Contentful Sanity Strapi Mapbox Samsara Medicare Medicaid Mastercard Visa Apple Amazon " +
    // technologies
    "Flask FastAPI NumPy Celery Pydantic Jupyter Express Fastify Prisma Sequelize Mongoose Spring Boot " +
    "Hibernate Maven Gradle Quarkus Micronaut Laravel Symfony Composer Livewire Nuxt Vuetify Pinia Vuex Vite " +
    "Angular RxJS Redux Remix Gatsby Storybook Vitest Jasmine Karma Protractor Dart Riverpod Bloc Provider " +
    "Jetpack Compose Room Retrofit Hilt Dagger Koin Espresso Podman Docker Compose OpenShift Istio Linkerd " +
    "Envoy Rancher Nomad Pulumi Bicep CloudFormation Crossplane Vault Consul Packer Chef Puppet Argo ArgoCD " +
    "Flux Tekton Spinnaker CircleCI Buildkite Bamboo TeamCity SonarQube Snyk Trivy Grype Sentry Loki Tempo " +
    "Jaeger Elastic Elasticsearch Kibana Logstash OpenSearch Splunk Cassandra DynamoDB Firestore Supabase " +
    "MariaDB Neo4j ClickHouse Memcached RabbitMQ Kinesis Nginx Apache Tomcat Jetty Hetzner DigitalOcean " +
    "Netlify Render Fly Railway Cloudflare Pages Workers Fargate Lightsail Beanstalk Blob Cosmos Bigtable " +
    "Spanner Lambda Linode Xcode Studio Crashlytics Codemagic Fastlane Bitrise Kotlin Swift Gin Echo Go " +
    "Nest Pytest Mockito JUnit Cucumber PHPUnit Pest Behat Drupal Magento Yii CakePHP CodeIgniter Ember " +
    "Svelte SvelteKit Quasar Ionic Capacitor Electron Tauri Material Tailwind Bootstrap Sass Less Webpack " +
    "Rollup Turborepo Nx Lerna Yarn Bun Deno Sonar Terragrunt Kustomize Karpenter Keda Cilium Calico " +
    "Harbor Nexus Artifactory JFrog Octopus Semaphore Drone Woodpecker Renovate Dependabot"
  ).split(" "),
]);

/** Names of more than one word whose later words keep their capital ("GitHub Actions"). */
export const PROPER_PHRASES = [
  `${site.brand} Insights`,
  // The publication's name as copy writes it (docs/decisions/0109-content-is-data.md): the checks read the
  // content modules before their tokens are filled.
  "{brand} Insights",
  "GitHub Actions",
  "Google Cloud",
  "Google Play",
  "App Store",
  "Power BI",
  "Power Automate",
  "Azure Functions",
  "Azure DevOps",
  "Azure Pipelines",
  "Visual Studio Code",
  "React Native",
  "Cloud Run",
  "Cloud Functions",
  "Data Lake",
  "Core Web Vitals",
  "Search Console",
  "Well-Architected Framework",
  "Cloud Adoption Framework",
  "Landing Zone Accelerator",
  "SQL Server",
  "Oracle Health",
  "Siemens Teamcenter",
];

/**
 * Sentence case: after the first word, a capital only for acronyms, names and spec labels. `names` are
 * more names that keep their capitals wherever they appear, taken from the site's data by the caller
 * (the built-page check passes catalogue titles, technology names, job and profile roles).
 */
export function sentenceCaseProblems(text: string, names: readonly string[] = []): string[] {
  if (SPEC_NAMES.has(text) || names.includes(text)) return [];
  let rest = text;
  // A name of several words, or one the lists below do not hold, stands in as one word that passes.
  const phrases = [...PROPER_PHRASES, ...[...SPEC_NAMES].filter((name) => name.includes(" ")), ...names];
  for (const phrase of phrases.sort((a, b) => b.length - a.length)) rest = rest.split(phrase).join("ProperName");
  const problems: string[] = [];
  let sentenceStart = true;
  for (const raw of rest.split(/\s+/).filter(Boolean)) {
    const word = raw
      .replace(/^[^\p{L}\d]+|[^\p{L}\d.+#]+$/gu, "")
      .replace(/\.$/, "")
      .replace(/['’]s$/, "");
    word.split("-").forEach((part, index) => {
      if (sentenceStart && index === 0) return;
      if (part === "" || !/^\p{Lu}/u.test(part)) return;
      const acronym = part.length > 1 && part === part.toUpperCase();
      const innerCapital = /\p{Lu}/u.test(part.slice(1)) || /\d/.test(part);
      if (acronym || innerCapital || PROPER_NOUNS.has(part) || PROPER_NOUNS.has(part.replace(/s$/, ""))) return;
      problems.push(`"${part}" capitalized in "${text}"`);
    });
    sentenceStart = /[.:?!]$/.test(raw) || raw === "";
    if (word !== "" || /[.:?!]$/.test(raw)) sentenceStart = /[.:?!]$/.test(raw);
  }
  return problems;
}

/** A URL or site path is not copy. */
export const isLink = (text: string) => /^(?:\/|https?:|mailto:)/.test(text);

/** Ranges: an en dash without spaces ("3–9 months", "$25–35"), never a hyphen, "to" or a spaced dash. */
export function rangeProblems(text: string): string[] {
  if (isLink(text)) return [];
  const patterns = [
    /\$?\d+(?:\.\d+)?\s?[-—]\s?\$?\d+(?:\.\d+)?(?![\d-]*\s?(?:to|-)\s?\d)/g,
    /\d+(?:\.\d+)?\s+–\s*\d+|\d+(?:\.\d+)?\s*–\s+\d+/g,
    /\b\d+(?:\.\d+)?\s+to\s+\d+(?:\.\d+)?\s*(?:%|percent|seconds?|minutes?|hours?|days?|weeks?|months?|years?|people|engineers|sprints)\b/g,
  ];
  const allowed = /^(?:24\/7|ISO \d+|\d{4}-\d{2})$/;
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)]
      .map((match) => match[0])
      .filter((found) => !allowed.test(found))
      .map((found) => `range "${found}" in "${text.slice(0, 80)}"`),
  );
}

/** Contractions, straight or curly apostrophe. Possessives ("client's") are fine. */
export function contractionProblems(text: string): string[] {
  const pattern =
    /\b(?:\w+n['’]t|(?:I|you|we|they|it|that|there|here|what|who|let|he|she)['’](?:s|re|ll|ve|d|m)|\w+['’](?:re|ll|ve))\b/gi;
  return [...text.matchAll(pattern)].map((match) => `contraction "${match[0]}" in "${text.slice(0, 80)}"`);
}

/** British spellings and forms the house style replaces (US English throughout). */
export const BANNED_SPELLINGS: [RegExp, string][] = [
  [/\bafterwards\b/i, "afterward"],
  [
    /\b(?:organis|optimis|prioritis|standardis|customis|utilis|minimis|maximis|recognis|specialis|visualis|authoris|centralis|summaris|emphasis(?=e|ing|ed)|modernis|digitalis|monetis|categoris|finalis|initialis|normalis|personalis|realis|synchronis|containeris|productionis|operationalis|industrialis)(?:e|es|ed|ing|ation|ations|er|ers)\b/i,
    "-ize",
  ],
  [/\banalys(?:e|ed|ing)\b/i, "analyze"],
  [/\b(?:colour|behaviour|favour|honour|labour|endeavour|neighbour|rumour|flavour)(?:s|ed|ing|able|ite)?\b/i, "-or"],
  [/\bcentre(?:s|d)?\b/i, "center"],
  [/\bprogrammes?\b/i, "program"],
  [/\blicences?\b/i, "license"],
  [/\bcatalogue(?:s|d)?\b/i, "catalog"],
  [/\b(?:modelling|travelling|labelled|labelling|cancelled|cancelling|fuelled|signalled)\b/i, "single l"],
  [/\b(?:whilst|amongst|learnt|enrol|enrolment)\b/i, "US form"],
  [/\bdefence\b/i, "defense"],
  // "coverage" is the noun (24/7 coverage); "cover" stays a verb.
  [/\b(?:24\/7|round-the-clock|around-the-clock|on-call|weekend|holiday) cover\b/i, "coverage"],
  [/\bOWASP ZAP\b/, "ZAP"],
  // One spelling per term (docs/decisions/0118-one-spelling-per-term.md): "back end" is the noun and
  // "back-end" the adjective, never one word; likewise front end; startups; PoC, in every title too
  // (docs/decisions/0132-the-specifications-names.md).
  [/(?<!micro-)\b(?:backend|frontend)s?\b/i, "back end or back-end, front end or front-end, by role"],
  [
    /\b(?:back|front) end (?=(?:developers?|engineers?|engineering|services?|systems?|code|logic|teams?|APIs?|frameworks?|development|integrations?|architecture|stacks?|skills|roles?|platforms?|layers?|applications?|components?|profiles?|technolog(?:y|ies)|work)\b)/i,
    "back-end or front-end before a noun",
  ],
  [/\b(?:back|front)-end\b(?![ ,]+(?:[a-z-]+ )?(?:and |or )?[a-z])/i, "back end or front end as a noun"],
  [/\bstart-ups?\b/i, "startups"],
  [/\bPOCs?\b/, "PoC"],
  // Names as their owners write them today.
  [/\bPandas\b/, "pandas"],
  [/(?<!formerly )\bCerner\b/, "Oracle Health (formerly Cerner)"],
];

export function spellingProblems(text: string): string[] {
  // An id or a path ("frontend", "/technologies/react") is data, not a spelling.
  if (isLink(text) || /^[a-z0-9-]+$/.test(text) || SPEC_NAMES.has(text)) return [];
  // A spec name of several words inside a sentence keeps its words too.
  let rest = text;
  for (const name of SPEC_NAMES) if (name.includes(" ")) rest = rest.split(name).join("");
  return BANNED_SPELLINGS.flatMap(([pattern, instead]) => {
    const found = rest.match(pattern);
    return found ? [`"${found[0]}" (use ${instead}) in "${text.slice(0, 80)}"`] : [];
  });
}

/** No slash standing in for a word ("hourly/time-and-materials"); names like CI/CD and 24/7 are fine. */
export function slashProblems(text: string): string[] {
  if (isLink(text)) return [];
  const allowed = /^(?:CI\/CD|24\/7|A\/B(?:-\w+)?|I\/O|UI\/UX|TCP\/IP|Pub\/Sub|go\/no-go)$/i;
  return [...text.matchAll(/\b[A-Za-z][\w.-]*\/[A-Za-z][\w.-]*\b/g)]
    .map((match) => match[0])
    .filter((found) => !allowed.test(found) && !/^https?:/.test(found) && !/\.\w+\//.test(found))
    .map((found) => `slash "${found}" in "${text.slice(0, 80)}"`);
}

/**
 * The marketing claims (docs/requirements.md#figures-and-limits), worded exactly as required. They may appear only in the blocks the
 * spec shows them in: the stats and trust badges (`company`, `home`, technology badges) and the
 * staffing services; anywhere else, and in any other wording, they are problems.
 */
export const CLAIMS: { token: RegExp; wording: RegExp }[] = [
  { token: /3M\+/, wording: /\b3M\+ talents\b/ },
  { token: /\b10X\b/i, wording: /\b10X faster hiring\b/ },
  { token: /\b500\+/, wording: /\b500\+ customers\b/ },
  { token: /\b99\.9%/, wording: /\b99\.9% uptime\b/ },
  { token: /\b100% secure\b/i, wording: /\b100% secure\b/ },
  { token: /\b100% satisfaction\b/i, wording: /\b100% satisfaction\b/ },
];

export function claimProblems(text: string, allowedHere: boolean): string[] {
  return CLAIMS.flatMap(({ token, wording }) => {
    if (!token.test(text)) return [];
    if (!allowedHere)
      return [`claim ${token.source} outside the stats, badges and staffing copy: "${text.slice(0, 80)}"`];
    return wording.test(text) ? [] : [`claim ${token.source} not worded as the spec words it: "${text.slice(0, 80)}"`];
  });
}

/** Meta descriptions are written for the search result: 70–160 characters. */
export function metaDescriptionProblems(text: string): string[] {
  return text.length < 70 || text.length > 160 ? [`meta description of ${text.length} characters: "${text}"`] : [];
}

/** Texts that appear in more than one entry of the same catalogue (normalized), with where. */
export function sharedAcrossEntries(items: CopyItem[]): string[] {
  const seen = new Map<string, CopyItem>();
  const problems: string[] = [];
  const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
  for (const item of items) {
    const key = `${item.catalogue}\u0000${normalize(item.value)}`;
    const first = seen.get(key);
    if (!first) seen.set(key, item);
    else if (first.entry !== item.entry) {
      problems.push(`"${item.value.slice(0, 70)}" in ${first.entry} (${first.path}) and ${item.entry} (${item.path})`);
    }
  }
  return problems;
}

/** Spelled-out numbers the house style writes as numerals when they count a duration or a figure. */
const NUMBER_WORDS =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred";
const UNITS = "minutes?|hours?|days?|weeks?|months?|years?|quarters?|sprints?|business days?|percent";

/** Numerals for every duration and figure ("2 weeks", "a 2-week trial", "1 business day", "12 months"). */
export function numeralProblems(text: string): string[] {
  const pattern = new RegExp(`\\b(?:${NUMBER_WORDS})[- ](?:${UNITS})\\b`, "gi");
  return [...text.matchAll(pattern)].map((match) => `spelled-out "${match[0]}" in "${text.slice(0, 80)}"`);
}

/**
 * Leftovers: notes about the site or its writing that reached a visitor ("the same on every page that
 * states them", "TODO", "the spec"). Copy speaks about the company and the reader, never about itself.
 */
export const LEFTOVERS: RegExp[] = [
  /\b(?:TODO|TBD|FIXME|XXX|lorem ipsum)\b/,
  /\bon every page that\b/i,
  /\bstates? (?:it|them) (?:the same|once)\b/i,
  /\b(?:site-spec|decisions\.md|the spec (?:says|names|gives|requires))\b/i,
  /\b(?:content|house) (?:test|style)\b/i,
  /\b(?:this|the) (?:copy|placeholder text|text block)\b/i,
  /\bdecision (?:record|0\d+)\b/i,
];

export function leftoverProblems(text: string): string[] {
  return LEFTOVERS.flatMap((pattern) => {
    const found = text.match(pattern);
    return found ? [`leftover "${found[0]}" in "${text.slice(0, 80)}"`] : [];
  });
}

/**
 * Terms decided once (the register, app/content/engagement-terms.yml) are written as tokens. A literal restatement of one, in any wording,
 * could drift from the decided value, so it is a problem wherever a token would do.
 */
export const FACT_PATTERNS: { token: string; pattern: RegExp }[] = [
  {
    token: "{replyTime}",
    pattern:
      /\b(?:repl(?:y|ies)|hear back|come back|get an answer|answers?|review(?:s|ed)?)\b[^.]{0,60}?\b(?:within|in) (?:\d+|one|a|the same) (?:business )?(?:hours?|days?)\b|\bsame business day\b/i,
  },
  {
    token: "{shortlistTime}",
    pattern:
      /\b(?:developers?|engineers?|specialists?|profiles?|roles?|shortlist|hire)\b[^.]{0,60}?\b(?:in|within) (?:as little as )?(?:\d+|one|two|three|a few) weeks?\b/i,
  },
  { token: "{trial}", pattern: /\b\d+-week trial\b|\btrial period\b/i },
];

export function factProblems(text: string): string[] {
  return FACT_PATTERNS.flatMap(({ token, pattern }) => {
    const found = text.match(pattern);
    return found
      ? [`states "${found[0]}" literally; write ${token} (engagement-terms.yml) in "${text.slice(0, 80)}"`]
      : [];
  });
}

/** Opening words that belong to the register ("We", "Our", "The") and do not make a pattern alone. */
const NEUTRAL_FIRST_WORDS = new Set(["we", "our", "you", "your", "the", "a", "an"]);

/**
 * Variety: the same opening (first word, or first two words) for the same field in more than a
 * quarter of a catalogue's entries is a pattern a reader notices ("Book a…", "Hire…", "Yes.", "For…").
 * `items` are one catalogue's copy; the field is the path without list indices ("faqs.answer").
 */
export function openerProblems(items: CopyItem[], share = 0.25): string[] {
  const entries = new Set(items.map((item) => item.entry)).size;
  if (entries < 4) return [];
  const limit = Math.max(2, Math.floor(entries * share));
  const byOpener = new Map<string, Set<string>>();
  for (const item of items) {
    if (isLink(item.value) || item.value.length < 12 || item.entryTitle) continue;
    const field = item.path
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .join(".");
    const words = item.value.split(/\s+/).map((word) => word.toLowerCase().replace(/[^\p{L}\d{}'’-]+$/u, ""));
    const openers = [words.slice(0, 2).join(" ")];
    if (!NEUTRAL_FIRST_WORDS.has(words[0] ?? "")) openers.push(words[0] ?? "");
    // A question is a pattern too (every "discuss" title a question), except where a question is the field.
    if (item.value.trim().endsWith("?") && !/(?:^|\.)question$/.test(field)) openers.push("…?");
    for (const opener of new Set(openers)) {
      const key = `${item.catalogue}\u0000${field}\u0000${opener}`;
      const set = byOpener.get(key) ?? new Set<string>();
      set.add(item.entry);
      byOpener.set(key, set);
    }
  }
  return [...byOpener.entries()]
    .filter(([, set]) => set.size > limit)
    .map(([key, set]) => {
      const [catalogue, field, opener] = key.split("\u0000");
      return `${catalogue} ${field}: ${set.size} of ${entries} entries open with "${opener}" (at most ${limit}): ${[...set].join(", ")}`;
    });
}

/** Every rule a paragraph of copy outside the catalogues must pass (components, route modules, posts). */
export function copyProblems(text: string): string[] {
  return [
    ...rangeProblems(text),
    ...contractionProblems(text),
    ...spellingProblems(text),
    ...slashProblems(text),
    ...numeralProblems(text),
    ...claimProblems(text, false),
    ...factProblems(text),
    ...leftoverProblems(text),
  ];
}
