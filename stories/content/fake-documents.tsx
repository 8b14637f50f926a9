import type { Decorator } from "@storybook/react-vite";
import { useAtomValue } from "jotai";
import type { SeedDocument } from "../../server/db/seed/content/build";
import { privacyPolicy } from "../../server/db/seed/content/privacy-policy";
import { ruleBidv } from "../../server/db/seed/content/rule-bidv";
import { siteTerms } from "../../server/db/seed/content/site-terms";
import { ApiError } from "../../src/api/api-error";
import type { TermDocument } from "../../src/contract/content";
import { type DocumentSource, DocumentSourceProvider } from "../../src/features/content/document-source";
import { t } from "../../src/i18n/t";
import { closeNotice, noticeAtom } from "../../src/state/notice";
import { appStore } from "../../src/state/store";
import { NoticeModal } from "../../src/ui/notice-modal";

/** The texts the seed stores, as the API answers them: stories need no server. */
const asAnswer = (doc: SeedDocument): TermDocument => ({
  id: doc.refId,
  title: doc.title,
  summary: doc.summary,
  effectiveDate: doc.effectiveDate,
  sections: doc.sections,
});

const documents: Record<string, TermDocument> = {
  [`site/${siteTerms.refId}`]: asAnswer(siteTerms),
  [`site/${privacyPolicy.refId}`]: asAnswer(privacyPolicy),
  [`partner/${ruleBidv.refId}`]: asAnswer(ruleBidv),
};

const find = (kind: string, id: number) => {
  const doc = documents[`${kind}/${id}`];
  return doc ? Promise.resolve(doc) : Promise.reject(new ApiError("http", t("not_found"), 404));
};

export const fakeSource: DocumentSource = { site: (id) => find("site", id), partner: (id) => find("partner", id) };
export const pendingSource: DocumentSource = {
  site: () => new Promise(() => {}),
  partner: () => new Promise(() => {}),
};
export const failingSource: DocumentSource = {
  site: () => Promise.reject(new ApiError("network", t("network_error"))),
  partner: () => Promise.reject(new ApiError("network", t("network_error"))),
};

/** Provides a document source to the story: the story's `parameters.documents`, the fake texts by default. */
export const withDocuments: Decorator = (Story, context) => (
  <DocumentSourceProvider value={(context.parameters.documents as DocumentSource | undefined) ?? fakeSource}>
    <Story />
  </DocumentSourceProvider>
);

/** The app-wide 'Thông báo' popup, which the site layout renders in the app. */
export function NoticeHost() {
  const notice = useAtomValue(noticeAtom, { store: appStore });
  return <NoticeModal open={notice !== null} message={notice?.message ?? ""} onClose={closeNotice} />;
}
