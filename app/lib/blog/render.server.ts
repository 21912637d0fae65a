import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeHighlight from "rehype-highlight";
import rehypeSlug from "rehype-slug";
import { MEDIA_PUBLIC, POST_IMAGE_SIZES } from "../media";
import { responsivePicture } from "../media.server";

/** A heading of a post's table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const textOf = (node: HastNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

/** Calls `visit` on every element of the tree, parents before their children (document order). */
function eachElement(node: HastNode, visit: (element: HastNode) => void): void {
  if (node.type === "element") visit(node);
  node.children?.forEach((child) => eachElement(child, visit));
}

/** Collects the h2 and h3 headings (after rehype-slug gave them ids) for the table of contents. */
function collectHeadings(toc: TocEntry[]) {
  return () => (tree: HastNode) =>
    eachElement(tree, (node) => {
      if (node.tagName !== "h2" && node.tagName !== "h3") return;
      toc.push({
        id: String(node.properties?.id ?? ""),
        text: textOf(node).trim(),
        level: node.tagName === "h2" ? 2 : 3,
      });
    });
}

/** Code blocks scroll sideways on narrow screens: each is a tab stop, so the keyboard can scroll it. */
function focusableCodeBlocks() {
  return (tree: HastNode) =>
    eachElement(tree, (node) => {
      if (node.tagName === "pre") node.properties = { ...node.properties, tabIndex: 0 };
    });
}

/** A Markdown image from the media library becomes the same responsive <picture> as a cover (components/ui/Picture.tsx). */
function responsiveImages() {
  return async (tree: HastNode) => {
    const images: HastNode[] = [];
    eachElement(tree, (node) => {
      if (node.tagName === "img" && String(node.properties?.src).startsWith(MEDIA_PUBLIC)) images.push(node);
    });
    for (const node of images) {
      const src = String(node.properties?.src);
      const alt = String(node.properties?.alt ?? "").trim();
      if (!alt) throw new Error(`${src}: an image in the text needs its description: ![what it shows](${src})`);
      const picture = await responsivePicture(src);
      const element = (tagName: string, properties: Record<string, unknown>): HastNode => ({
        type: "element",
        tagName,
        properties,
        children: [],
      });
      node.tagName = "picture";
      node.properties = {};
      node.children = [
        element("source", { type: "image/avif", srcSet: picture.avif, sizes: POST_IMAGE_SIZES }),
        element("source", { type: "image/webp", srcSet: picture.webp, sizes: POST_IMAGE_SIZES }),
        element("img", {
          src: picture.src,
          width: picture.width,
          height: picture.height,
          alt,
          loading: "lazy",
          decoding: "async",
        }),
      ];
    }
  };
}

/**
 * A post's MDX body as HTML, at build time: every heading gets an id and becomes a link to itself
 * (its anchor), code blocks are highlighted into classes styled by app.css (no highlighting
 * JavaScript, no inline styles for the CSP to allow), and the headings make the table of contents.
 */
export async function renderPost(body: string): Promise<{ html: string; toc: TocEntry[] }> {
  const toc: TocEntry[] = [];
  const { default: Content } = await evaluate(body, {
    ...runtime,
    rehypePlugins: [
      rehypeSlug,
      [rehypeAutolinkHeadings, { behavior: "wrap", properties: { className: ["heading-anchor"] } }],
      [rehypeHighlight, { detect: false, plainText: ["text", "txt"] }],
      collectHeadings(toc),
      focusableCodeBlocks,
      responsiveImages,
    ],
  });
  return { html: renderToStaticMarkup(createElement(Content)), toc };
}
