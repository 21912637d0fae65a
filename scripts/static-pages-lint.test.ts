/**
 * The lint rule that keeps pages static (docs/decisions/0133-no-single-page-leftovers.md): React state and
 * effect hooks, `on*` props on DOM elements and the router's client parts are errors outside the search
 * island, where they would do nothing. Run through ESLint's API, so the rule cannot silently go away.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The rule ids ESLint reports for `source` as if it were the file at `filePath`. */
async function reported(source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? message.message}`);
}

const withState = `import { useState } from "react";
export function Counter() {
  const [count, setCount] = useState(0);
  return <p>{count}{setCount.name}</p>;
}
`;
const withEffect = `import * as React from "react";
export function Title() {
  React.useEffect(() => {}, []);
  return <p>Title</p>;
}
`;
const withHandler = `export function Toggle() {
  return <button type="button" onClick={() => undefined}>Open</button>;
}
`;
const withRouterLink = `import { Link } from "react-router";
export const Home = () => <Link to="/">Home</Link>;
`;
const plain = `import { Icon } from "~/components/ui/Icon";
export function Card({ onSelect }: { onSelect?: () => void }) {
  return <a href="/services" data-cta="">Services<Icon name="arrow-right" />{onSelect ? null : null}</a>;
}
export const Wrapped = () => <Card onSelect={() => undefined} />;
`;

describe("pages stay static: no React state, effects, DOM event props or router links outside the island", () => {
  it.each([
    ["useState", withState],
    ["React.useEffect", withEffect],
    ["onClick on a DOM element", withHandler],
  ])("rejects %s in a section component", async (_, source) => {
    expect(await reported(source, "app/components/sections/Probe.tsx")).toContain("static-pages/no-client-react");
  });

  it("rejects them in a route module too", async () => {
    expect(await reported(withHandler, "app/routes/probe.tsx")).toContain("static-pages/no-client-react");
  });

  it("rejects the router's Link: a link is a plain <a href>", async () => {
    expect(await reported(withRouterLink, "app/components/ui/Probe.tsx")).toContain("no-restricted-imports");
  });

  it("accepts plain links and a component's own on* props", async () => {
    expect(await reported(plain, "app/components/sections/Probe.tsx")).toEqual([]);
  });

  it.each(["app/client/islands/probe.tsx", "app/components/search/Probe.tsx"])(
    "allows state, effects and handlers in the search island (%s)",
    async (filePath) => {
      for (const source of [withState, withEffect, withHandler])
        expect(await reported(source, filePath)).not.toContain("static-pages/no-client-react");
    },
  );
}, 60_000);
