import type { NavGroup } from "./content.generated";
import type { ContentModule } from "./content-module";

export const navigationContent: ContentModule = {
  typeDefs: `
    type NavigationJson implements Node @dontInfer {
      "Entries of the header menu, left to right."
      header: [NavGroup!]!
      "Link columns of the footer, left to right."
      footer: [FooterColumn!]!
    }

    "A header entry: a dropdown group with items, or a direct link with href."
    type NavGroup {
      "Text of the menu entry."
      name: String!
      "Page the entry links to directly; leave out when it opens a dropdown of items."
      href: String
      "Links of the dropdown; leave out when the entry is a direct link."
      items: [LinkItem!]
    }

    type FooterColumn {
      "Heading of the footer column."
      title: String!
      "Links of the column, top to bottom."
      links: [LinkItem!]!
    }
  `,
  rules: {
    NavigationJson: (node) =>
      (node.header as readonly NavGroup[]).flatMap((group, i) =>
        Boolean(group.href) === Boolean(group.items?.length)
          ? [`field "header[${i}]" ("${group.name}") needs either "href" or a non-empty "items", not both`]
          : [],
      ),
  },
};
