// Which CMS collections have a live preview: the data folders whose entries are pages, and every Markdown collection
// (src/cms/content.ts). The config (src/cms/config.ts) turns the preview pane on for these, the preview bundle
// (templates.tsx) registers one preview for each; the other collections (menus, filter values, company facts) keep the
// full width for their forms.
export const previewedFolders = ['products', 'usa-stock', 'projects'] as const;
