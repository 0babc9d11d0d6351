import type { ContentModule } from "./content-module";

interface NavGroup {
  name: string;
  href?: string | null;
  items?: { href: string }[] | null;
}

export const navigationContent: ContentModule = {
  typeDefs: `
    type NavigationJson implements Node @dontInfer {
      header: [NavGroup!]!
      footer: [FooterColumn!]!
    }

    "A header entry: a dropdown group with items, or a direct link with href."
    type NavGroup {
      name: String!
      href: String
      items: [LinkItem!]
    }

    type FooterColumn {
      title: String!
      links: [LinkItem!]!
    }
  `,
  rules: {
    NavigationJson: (node) =>
      (node.header as NavGroup[]).flatMap((group, i) =>
        Boolean(group.href) === Boolean(group.items?.length)
          ? [`field "header[${i}]" ("${group.name}") needs either "href" or a non-empty "items", not both`]
          : [],
      ),
  },
};
