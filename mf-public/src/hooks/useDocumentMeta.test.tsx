/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { useDocumentMeta } from './useDocumentMeta';

const meta = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

describe('useDocumentMeta', () => {
  beforeEach(() => {
    document.title = 'Optio';
    meta()?.remove();
  });

  it('sets the title and restores the previous one on unmount', () => {
    const { unmount } = renderHook(() => useDocumentMeta('Terms of Service · Optio'));
    expect(document.title).toBe('Terms of Service · Optio');
    unmount();
    expect(document.title).toBe('Optio');
  });

  it('creates the description meta tag when missing and removes it afterwards', () => {
    const { unmount } = renderHook(() => useDocumentMeta('Privacy', 'How we protect data.'));
    expect(meta()?.content).toBe('How we protect data.');
    unmount();
    expect(meta()).toBeNull();
  });

  it('restores an existing description', () => {
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'The site description';
    document.head.appendChild(tag);
    const { unmount } = renderHook(() => useDocumentMeta('Promo', 'Promo description'));
    expect(meta()).toBe(tag);
    expect(tag.content).toBe('Promo description');
    unmount();
    expect(meta()).toBe(tag);
    expect(tag.content).toBe('The site description');
  });

  it('follows changes of title and description while mounted', () => {
    const { rerender, unmount } = renderHook(
      ({ title, description }) => useDocumentMeta(title, description),
      { initialProps: { title: 'A', description: 'first' } },
    );
    rerender({ title: 'B', description: 'second' });
    expect(document.title).toBe('B');
    expect(meta()?.content).toBe('second');
    unmount();
    expect(document.title).toBe('Optio');
    expect(meta()).toBeNull();
  });

  it('leaves the description alone when none is given', () => {
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'Untouched';
    document.head.appendChild(tag);
    const { unmount } = renderHook(() => useDocumentMeta('Loading'));
    expect(tag.content).toBe('Untouched');
    unmount();
    expect(tag.content).toBe('Untouched');
  });
});
