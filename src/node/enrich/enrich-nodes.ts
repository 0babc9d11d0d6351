import { createHash } from "crypto";
import fs from "fs/promises";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import { createEnricher, enrichmentSettings, type Enricher } from "./fetch-enrichment";

/** Content types whose linked page may carry a fresher cover and description. */
export const ENRICHED_TYPES: Record<string, { urlField: string; coverField: string }> = {
  FeaturedInsightJson: { urlField: "link", coverField: "image" },
  ReportsJson: { urlField: "pdf_url", coverField: "cover" },
};

const settings = enrichmentSettings();
let enricher: Enricher | null = null;
/** Whether this build has said it enriches nothing because the machine is offline: said once, not per report. */
let saidOffline = false;

const md5 = (buffer: Buffer) => createHash("md5").update(buffer).digest("hex");

/**
 * Adds `fields.enrichedDescription` and, when the page's cover is a different
 * picture from the stored one, `fields.liveCover` (a File node, so it goes
 * through gatsby-plugin-image like local images). Any failure keeps the stored
 * values and costs one warning line; it never fails the build. On a machine without network, the build says once
 * that enrichment is off instead of warning about every report.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  getNode,
  getCache,
  createNodeId,
  reporter,
}) => {
  const config = ENRICHED_TYPES[node.internal.type];
  if (!config || !settings.enabled) return;
  const pageUrl = String(node[config.urlField]);
  const label = `${node.internal.type} "${String(node.title)}"`;
  enricher ??= createEnricher(settings);

  const outcome = await enricher(pageUrl);
  if (!outcome.ok && outcome.offline) {
    if (!saidOffline)
      reporter.info(
        `Report enrichment is off for this build: the network is unreachable (${outcome.reason}); reports keep their stored covers and descriptions.`,
      );
    saidOffline = true;
    return;
  }
  if (!outcome.ok) {
    reporter.warn(`Report enrichment: ${label} keeps its stored cover and description (${outcome.reason}): ${pageUrl}`);
    return;
  }
  const { description, cover, coverProblem } = outcome.enrichment;
  if (coverProblem) reporter.warn(`Report enrichment: ${label} keeps its stored cover (${coverProblem}): ${pageUrl}`);
  if (description) actions.createNodeField({ node, name: "enrichedDescription", value: description });
  if (!cover) return;

  const addLiveCover = async (file: string) => {
    const buffer = await fs.readFile(file);
    const jsonFile = node.parent ? (getNode(node.parent) as (Node & { absolutePath?: string }) | undefined) : undefined;
    const storedPath = jsonFile?.absolutePath
      ? path.resolve(path.dirname(jsonFile.absolutePath), String(node[config.coverField]))
      : null;
    const stored = storedPath ? await fs.readFile(storedPath).catch(() => null) : null;
    if (stored && md5(stored) === md5(buffer)) return;

    const fileNode = await createFileNodeFromBuffer({
      buffer,
      name: path.basename(file, path.extname(file)),
      ext: path.extname(file),
      getCache,
      createNode: actions.createNode,
      createNodeId,
      parentNodeId: node.id,
    });
    actions.createNodeField({ node, name: "liveCover", value: fileNode.id });
  };

  try {
    await addLiveCover(cover.file);
  } catch (error) {
    reporter.warn(`Report enrichment: ${label} keeps its stored cover (${(error as Error).message}): ${pageUrl}`);
  }
};
