// A photo that works as a button: the button is laid over the photo instead of wrapping it, because a <button> may
// hold only phrasing content and Photo's wrapper and sizer are <div>s (html-validate,
// element-permitted-content). The frame is the positioned box and the button covers it exactly, so a click anywhere
// on the photo reaches the button and its focus outline goes round the photo (styles: .image-button, global.css).
import React from 'react';

type ImageButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  image: React.ReactNode;
  /** Class of the frame (the box that holds the photo and the button). */
  frameClassName?: string;
};

export function ImageButton({ image, frameClassName, children, ...button }: ImageButtonProps) {
  return (
    <div className={frameClassName ? `image-button ${frameClassName}` : 'image-button'}>
      {image}
      <button type="button" {...button}>
        {children}
      </button>
    </div>
  );
}
