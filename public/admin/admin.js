// The site's own additions to the content editor (docs/decisions/0195-editor-order-lists-and-access.md),
// loaded after decap-cms.js and before it starts: an order list whose rows can be removed and moved to
// the top or bottom, folded to their entries' titles, without deleted entries' ids, and names for the
// buttons Decap leaves unnamed.
/* global CMS, h, createClass, document, MutationObserver, getComputedStyle, setTimeout, fetch */
(() => {
  const list = CMS.getWidget("list");

  /**
   * Decap's list, without the relation rows' metadata: with it, a row's × of a one-field list fails in
   * Decap 3.16 ("Invalid keyPath"), and the order files never use it. Below it, one row moved in one step.
   */
  const OrderList = createClass({
    getInitialState() {
      return { chosen: "", titles: undefined };
    },
    // The collection's entries, by id: their titles name the rows, and an id without an entry (a deleted
    // one) is dropped before the list shows, so a save writes only entries that have a file.
    componentDidMount() {
      const { field, forID, query } = this.props;
      query(forID, field.getIn(["field", "collection"]), ["id"], "", undefined, 0).then(
        ({ payload }) => {
          // An entry's slug is its file's name, its id.
          const titles = new Map(payload.hits.map((hit) => [hit.slug, hit.data.title]));
          const { value, onChange } = this.props;
          if (titles.size > 0 && value && value.some((id) => id && !titles.has(id)))
            onChange(value.filter((id) => !id || titles.has(id)));
          this.setState({ titles });
        },
        () => this.setState({ titles: new Map() }),
      );
    },
    isValid() {
      return this.inner && this.inner.isValid ? this.inner.isValid() : true;
    },
    move(toTop) {
      const { value, onChange } = this.props;
      const index = value ? value.indexOf(this.state.chosen) : -1;
      if (index < 0) return;
      const rest = value.delete(index);
      onChange(toTop ? rest.unshift(this.state.chosen) : rest.push(this.state.chosen));
    },
    render() {
      const { titles } = this.state;
      if (!titles) return h("p", {}, "Loading the entries…");
      const ids = this.props.value ? this.props.value.toArray().filter(Boolean) : [];
      const selectId = `${this.props.forID}-move`;
      const button = (label, toTop) =>
        h(
          "button",
          {
            type: "button",
            disabled: !this.state.chosen,
            onClick: () => this.move(toTop),
            className: "order-move-button",
          },
          label,
        );
      return h(
        "div",
        { className: "order-list", ref: (element) => element && (element.titles = titles) },
        h("div", { className: "order-move" }, [
          h("label", { htmlFor: selectId, key: "label" }, "Move an entry in one step: "),
          h(
            "select",
            {
              id: selectId,
              key: "select",
              value: this.state.chosen,
              onChange: (event) => this.setState({ chosen: event.target.value }),
            },
            [
              h("option", { value: "", key: "" }, "choose an entry"),
              ...ids.map((id) => h("option", { value: id, key: id }, titles.get(id) || id)),
            ],
          ),
          h("span", { key: "top" }, button("Move to top", true)),
          h("span", { key: "bottom" }, button("Move to bottom", false)),
        ]),
        h(list.control, { ...this.props, metadata: undefined, ref: (inner) => (this.inner = inner) }),
      );
    },
  });
  CMS.registerWidget("orderlist", OrderList, list.preview, list.schema);

  // Decap sorts only a file's top-level keys, and an object of more than eight keys comes back from its
  // editor in a hashed order: a one-sentence edit would rewrite the file. Before each save, every key goes
  // back to the config's order (field-order.json, written with config.yml by `npm run cms:config`).
  const fieldOrder = fetch("/admin/field-order.json").then((answer) => answer.json());
  const inOrder = (value, order) => {
    if (!order || !value) return value;
    if (value["@@__IMMUTABLE_LIST__@@"]) return value.map((item) => inOrder(item, order));
    if (!value["@@__IMMUTABLE_MAP__@@"]) return value;
    const rank = (key) => (order.keys.includes(key) ? order.keys.indexOf(key) : order.keys.length);
    return value
      .toOrderedMap()
      .sortBy((_, key) => rank(key))
      .map((item, key) => inOrder(item, order.fields[key]));
  };
  // An image's description is optional until an image is chosen (a cover may be left out), a rule across
  // two fields that Decap cannot state; the same for an image in a post's text (`![](/media/…)`). The build
  // would refuse the file, so the save is refused here instead.
  const undescribed = (value) => {
    if (typeof value === "string") return /!\[\s*\]\(\s*\/media\//.test(value);
    if (value && value["@@__IMMUTABLE_MAP__@@"])
      return (Boolean(value.get("src")) && !String(value.get("alt") || "").trim()) || value.some(undescribed);
    return Boolean(value && value["@@__IMMUTABLE_LIST__@@"] && value.some(undescribed));
  };
  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      if (undescribed(entry.get("data")))
        throw new Error(
          "an image you chose has no description. Fill in “Image description (alt text)” under it (for an image in a post's text, the words between ![ and ]), then publish again.",
        );
      const orders = await fieldOrder;
      const collection = entry.get("collection");
      return inOrder(entry.get("data"), orders[`${collection}/${entry.get("slug")}`] ?? orders[collection]);
    },
  });

  // Names for what Decap renders without one (axe: button-name, aria-command-name, frame-title).
  const name = (element, label) => {
    if (!element.getAttribute("aria-label") && !element.textContent.trim()) element.setAttribute("aria-label", label);
  };
  const label = () => {
    document.querySelectorAll('[class*="StyledListItemTopBar"]').forEach((bar, index) => {
      const row = `row ${index + 1}`;
      const buttons = [...bar.querySelectorAll(":scope > button")];
      if (buttons.length > 0 && bar.firstElementChild === buttons[0]) name(buttons[0], `Fold or unfold ${row}`);
      if (buttons.length > 0 && bar.lastElementChild === buttons.at(-1)) name(buttons.at(-1), `Remove ${row}`);
      bar.querySelectorAll('[role="button"]').forEach((handle) => name(handle, `Drag ${row} to reorder it`));
    });
    // A folded order row shows its entry's title, not its id (Decap writes the id through `summary`).
    document.querySelectorAll(".order-list").forEach((list) => {
      list.querySelectorAll('[class*="NestedObjectLabel"]').forEach((summary) => {
        const text = summary.firstChild;
        const title = text && text.nodeType === 3 && list.titles && list.titles.get(text.data);
        if (title) text.data = title;
      });
    });
    document.querySelectorAll("iframe:not([title])").forEach((frame) => frame.setAttribute("title", "Preview"));
  };
  // Decap's grey text (#798291) is below 4.5:1 on its white and light grey (axe: color-contrast), and its
  // styles carry no names to select it by: each such element gets one darker shade, a moment after it renders.
  let pending = 0;
  const darken = () => {
    pending = 0;
    for (const element of document.body.querySelectorAll("*"))
      if (getComputedStyle(element).color === "rgb(121, 130, 145)") element.style.color = "#545d6b";
  };
  new MutationObserver(() => (pending ||= setTimeout(darken, 100))).observe(document.documentElement, {
    childList: true,
    subtree: true,
  });
  new MutationObserver(label).observe(document.documentElement, {
    childList: true,
    subtree: true,
    characterData: true,
  });
})();
