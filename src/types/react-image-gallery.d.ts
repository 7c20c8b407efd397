// The subset of react-image-gallery 1.4 we use (the package ships no type declarations).
declare module 'react-image-gallery' {
  import type { Component, ReactNode, MouseEventHandler } from 'react';

  export interface ReactImageGalleryItem {
    original: string;
    originalAlt?: string;
    description?: string;
    renderItem?: (item: ReactImageGalleryItem) => ReactNode;
  }

  export interface ReactImageGalleryProps {
    items: ReactImageGalleryItem[];
    startIndex?: number;
    infinite?: boolean;
    isRTL?: boolean;
    showNav?: boolean;
    showThumbnails?: boolean;
    showFullscreenButton?: boolean;
    showPlayButton?: boolean;
    showBullets?: boolean;
    showIndex?: boolean;
    lazyLoad?: boolean;
    slideDuration?: number;
    additionalClass?: string;
    disableKeyDown?: boolean;
    onSlide?: (currentIndex: number) => void;
    renderItem?: (item: ReactImageGalleryItem) => ReactNode;
    renderLeftNav?: (onClick: MouseEventHandler<HTMLElement>, disabled: boolean) => ReactNode;
    renderRightNav?: (onClick: MouseEventHandler<HTMLElement>, disabled: boolean) => ReactNode;
  }

  export default class ImageGallery extends Component<ReactImageGalleryProps> {
    getCurrentIndex(): number;
    slideToIndex(index: number): void;
  }
}
