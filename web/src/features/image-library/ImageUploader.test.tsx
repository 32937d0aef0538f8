import { imageLibraryMessages as msg } from '@coachline/contract/image-library';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { cropperReadyDelayMs } from './CropperModal';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const photo = {
  id: 7,
  width: 3000,
  height: 2000,
  alt: 'Kettlebell swing',
  photographer: 'Ann Lens',
  photographer_url: 'https://photos.example/ann',
  src: {
    large: 'https://photos.example/7-large.jpg',
    large2x: 'https://photos.example/7-large2x.jpg',
    medium: 'https://photos.example/7-medium.jpg',
    tiny: 'https://photos.example/7-tiny.jpg',
  },
};

function serve(freeImages = false) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.includes('image-library/free-images'))
        return new Response(
          JSON.stringify({ status: 1, photos: [photo], page: 1, last_page: 1, total_results: 1 }),
        );
      if (url.includes('image-library/image-types'))
        return new Response(
          JSON.stringify({
            status: 1,
            types: [],
            library_filters: ['2560x600'],
            free_images: freeImages,
          }),
        );
      if (url.includes('folder/images/list'))
        return new Response(JSON.stringify({ status: 1, folders: [], breadcrumb: [] }));
      return new Response(
        JSON.stringify({ current_page: 1, last_page: 1, per_page: 12, total: 0, data: [] }),
      );
    }),
  );
  return urls;
}

function open(props: Partial<ImageUploaderProps> = {}) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ImageUploader size="180x60" onChange={() => {}} label="Logo" {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Choose logo' }));
  return screen.findByRole('dialog', { name: `Logo (${props.size ?? '180x60'})` });
}

const file = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

function drop(files: File[], label = 'Logo file') {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}

describe('ImageUploader', () => {
  it('opens on Upload with the four tabs', async () => {
    serve();
    const dialog = await open();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Upload',
      'My Library',
      'Free Images',
      'Bulk Upload',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('refuses a file that is not an image, one over 15 MB, and a non-gif when gifs only', async () => {
    serve();
    await open();
    drop([file('notes.txt', 'text/plain')]);
    expect((await screen.findByRole('alert')).textContent).toBe(msg.selectImage);
    drop([file('huge.png', 'image/png', 15 * 1024 * 1024 + 1)]);
    expect(await screen.findByText(msg.tooLarge)).toBeTruthy();
    cleanup();
    await open({ gifOnly: true });
    drop([file('a.png', 'image/png')]);
    expect(await screen.findByText(msg.gifOnly)).toBeTruthy();
  });

  it('crops in the Cropper: minimum size, logo ratios, flips, and Crop waits to be ready', async () => {
    serve();
    await open();
    drop([file('logo.png', 'image/png')]);
    const cropper = await screen.findByRole('dialog', { name: 'Cropper' });
    expect(within(cropper).getByText('MINIMUM IMAGE SIZE IS 180x60')).toBeTruthy();
    // The box opens on three quarters of the picture (000 §9).
    const zoom = within(cropper).getByRole('slider', { name: 'Zoom' });
    expect(Number(zoom.getAttribute('aria-valuenow'))).toBeCloseTo(1 / 0.75);
    const ratio = within(cropper).getByRole('radiogroup', { name: 'Logo ratio' });
    expect(within(ratio).getByLabelText<HTMLInputElement>('180x60 (3:1)').checked).toBe(true);
    fireEvent.click(within(ratio).getByLabelText('180x180 (1:1)'));
    expect(within(cropper).getByText('MINIMUM IMAGE SIZE IS 180x180')).toBeTruthy();
    const flip = within(cropper).getByRole('button', { name: 'Flip horizontal' });
    fireEvent.click(flip);
    expect(flip.getAttribute('aria-pressed')).toBe('true');
    expect(within(cropper).getByRole('button', { name: 'Flip vertical' })).toBeTruthy();
    const crop = within(cropper).getByRole<HTMLButtonElement>('button', { name: 'Crop' });
    expect(crop.disabled).toBe(true);
    // Ready half a second after the picture shows, not before.
    vi.useFakeTimers();
    const picture = within(cropper).getByAltText('The picture to crop');
    Object.defineProperties(picture, {
      naturalWidth: { value: 900 },
      naturalHeight: { value: 300 },
    });
    fireEvent.load(picture);
    act(() => vi.advanceTimersByTime(cropperReadyDelayMs - 50));
    expect(crop.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    expect(crop.disabled).toBe(false);
    fireEvent.click(within(cropper).getByRole('button', { name: 'Cancel' }));
  });

  it('has no ratio toggle for an author image, nor a minimum for any size', async () => {
    serve();
    await open({ size: '180x180', authorImage: true });
    drop([file('me.jpg', 'image/jpeg')]);
    const cropper = await screen.findByRole('dialog', { name: 'Cropper' });
    expect(within(cropper).queryByRole('radiogroup', { name: 'Logo ratio' })).toBeNull();
    expect(within(cropper).getByText('MINIMUM IMAGE SIZE IS 180x180')).toBeTruthy();
    cleanup();
    seedSignedIn(buildSession());
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ImageUploader size="all" onChange={() => {}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose image' }));
    await screen.findByRole('dialog', { name: 'Image (any size)' });
    drop([file('any.webp', 'image/webp')], 'Image file');
    const any = await screen.findByRole('dialog', { name: 'Cropper' });
    expect(within(any).queryByText(/MINIMUM IMAGE SIZE IS/)).toBeNull();
  });

  it('asks whether to crop a gif or upload it as is', async () => {
    serve();
    await open();
    drop([file('spin.gif', 'image/gif')]);
    expect(await screen.findByText(/animation is lost/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crop it' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload as is' })).toBeTruthy();
  });

  it('says when free images are not configured, and shows the empty library', async () => {
    serve(false);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Free Images' }));
    expect(await screen.findByText(msg.freeImagesOff)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'My Library' }));
    expect(await screen.findByText('No images here yet')).toBeTruthy();
  });

  it('searches free images for Fitness when the search is empty, showing the large photos', async () => {
    const urls = serve(true);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Free Images' }));
    const use = await screen.findByRole('button', { name: 'Use photo: Kettlebell swing' });
    expect(use.querySelector('img')?.getAttribute('src')).toBe(photo.src.large);
    const search = urls.find((u) => u.includes('image-library/free-images'));
    expect(new URL(search!, 'http://app.test').searchParams.get('search')).toBe('Fitness');
  });

  it('takes at most twenty images in one bulk upload', async () => {
    serve();
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Bulk Upload' }));
    const images = Array.from({ length: 21 }, (_, i) => file(`${i}.png`, 'image/png'));
    drop(images, 'Images to upload');
    expect((await screen.findByRole('alert')).textContent).toBe(msg.tooMany);
  });
});
