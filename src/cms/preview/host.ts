// The bridge between Decap CMS and the preview. The decap-cms bundle brings its own React and exposes only
// createClass and its createElement (window.createClass, window.h), not its hooks; the site's views need hooks and
// this bundle's React. So each preview template Decap renders is a thin createClass component whose element is an
// empty host <div> (in the preview's iframe); on mount it opens a root of this bundle's React in it, and on every
// change of the entry it renders the preview again with the entry as plain data.
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { EntryInput } from './templates';
import type { GetAsset } from './images';
import type { GetCollection } from './related';
import type { PreviewField } from './text';
import { forgetRelated } from './related';

/** The part of Immutable's Map and List the host reads. */
interface Immutable {
  get(key: string): unknown;
  toJS(): unknown;
}
interface ImmutableList extends Immutable {
  find(predicate: (item: Immutable) => boolean): Immutable | undefined;
}

/** The props Decap gives a preview template (decap-cms-core EditorPreviewPane). */
export interface DecapPreviewProps {
  entry: Immutable;
  collection: Immutable;
  fields: ImmutableList;
  getAsset: GetAsset;
  getCollection?: GetCollection;
}

export interface DecapGlobals {
  createClass: (spec: object) => unknown;
  h: (type: string, props: object) => unknown;
}

/** Decap's own field object at a dotted path ("images", "photos.image"): getAsset finds a field's folder by it. */
export function fieldAt(fields: ImmutableList, dotted: string): unknown {
  let list: ImmutableList | undefined = fields;
  let field: Immutable | undefined;
  for (const name of dotted.split('.')) {
    field = list?.find((f) => f.get('name') === name);
    if (!field) return undefined;
    list = field.get('fields') as ImmutableList | undefined;
  }
  // A list of single values (images: a list of image fields): its items are the inner field.
  return (field?.get('field') as Immutable | undefined) ?? field;
}

export function entryInput(props: DecapPreviewProps): EntryInput {
  const { entry } = props;
  const data = entry.get('data') as Immutable | undefined;
  return {
    collection: String(props.collection.get('name') ?? ''),
    slug: String(entry.get('slug') ?? ''),
    path: String(entry.get('path') ?? ''),
    data: (data?.toJS() ?? {}) as EntryInput['data'],
    fields: props.fields.toJS() as PreviewField[],
    getAsset: props.getAsset,
    getCollection: props.getCollection,
    fieldAt: (dotted) => fieldAt(props.fields, dotted),
  };
}

interface HostInstance {
  props: DecapPreviewProps;
  element: HTMLDivElement | null;
  root: Root | null;
  paint(): void;
}

/** A Decap preview template that renders `Preview` with this bundle's React. */
export function previewHost(Preview: (props: { input: EntryInput }) => ReactNode, decap: DecapGlobals): unknown {
  return decap.createClass({
    componentDidMount(this: HostInstance) {
      if (!this.element) return;
      // A newly opened entry reads the other entries again (they may have been edited meanwhile).
      forgetRelated();
      this.root = createRoot(this.element);
      this.paint();
    },
    componentDidUpdate(this: HostInstance) {
      this.paint();
    },
    componentWillUnmount(this: HostInstance) {
      const root = this.root;
      this.root = null;
      // Decap unmounts the host while its own React commits; this React's root goes right after.
      setTimeout(() => root?.unmount(), 0);
    },
    paint(this: HostInstance) {
      this.root?.render(createElement(Preview, { input: entryInput(this.props) }));
    },
    render(this: HostInstance) {
      return decap.h('div', {
        className: 'cms-preview-host',
        ref: (element: HTMLDivElement | null) => {
          this.element = element;
        },
      });
    },
  });
}
