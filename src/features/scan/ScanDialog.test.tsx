// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeQrScanner, type FakeQrOptions } from '@/platform/qr/fake';
import { ScanDialog } from './ScanDialog';

const device = vi.hoisted(() => ({
  scanner: null as ReturnType<typeof createFakeQrScanner> | null,
}));
vi.mock('@/platform/qr', () => ({
  qrScanner: {
    open(elementId: string) {
      if (!device.scanner) throw new Error('no double set up');
      return device.scanner.open(elementId);
    },
  },
}));

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

const QR = 'QR_CODE';

async function open(options: FakeQrOptions, purpose: 'table' | 'any' = 'table') {
  device.scanner = createFakeQrScanner(options);
  const onClose = vi.fn();
  await act(async () => {
    render(<ScanDialog purpose={purpose} title="Scan table code" onClose={onClose} />);
  });
  return onClose;
}

describe('ScanDialog over the QR reader double', () => {
  it('closes with the first code that fits, and stops the camera', async () => {
    const onClose = await open({
      camera: [
        { text: 'hello', format: QR },
        { text: `${window.location.origin}/menu/fig?table=12`, format: QR },
      ],
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.calls[0]?.[0]).toMatchObject({ ok: true, data: { table: '12' } });
    expect(device.scanner?.stopped).toBe(1);
  });

  it('a refused camera leaves the photo way, saying why', async () => {
    const onClose = await open({ camera: new Error('NotAllowedError: Permission denied') });
    expect(screen.getByRole('alert').textContent).toBe(
      'Scan failed: camera access was not allowed',
    );
    expect(screen.getByText('Choose a photo or screenshot of the QR code instead.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a photo without a code says so; one with a fitting code closes', async () => {
    const onClose = await open({
      camera: new Error('NotFoundError'),
      files: { 'table.png': { text: `${window.location.origin}/menu/fig?table=4`, format: QR } },
    });
    const input = screen.getByLabelText('Choose an image of the code');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([''], 'blank.png')] } });
    });
    expect(screen.getByRole('alert').textContent).toBe('Code not recognised');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([''], 'table.png')] } });
    });
    expect(onClose.mock.calls[0]?.[0]).toMatchObject({ ok: true, data: { table: '4' } });
  });

  it('a reader that cannot load says so', async () => {
    await open({ camera: [], openError: new Error('chunk failed') });
    expect(screen.getByRole('alert').textContent).toBe(
      'Scan failed: the scanner could not be loaded, check your connection',
    );
  });
});
