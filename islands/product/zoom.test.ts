import { nextZoom, panOrigin, ZOOM_STEPS, zoomOrigin } from './zoom';

describe('zoom steps of the main image', () => {
  it('goes 1, 1.5, 2, 2.5, 3, 3.5 and then back to 1', () => {
    const seen: number[] = [1];
    for (let i = 0; i < 6; i += 1) seen.push(nextZoom(seen[seen.length - 1]));
    expect(seen).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 1]);
    expect(ZOOM_STEPS).toEqual([1, 1.5, 2, 2.5, 3, 3.5]);
  });

  it('restarts at 1 from a level that is not a step', () => {
    expect(nextZoom(7)).toBe(1);
    expect(nextZoom(1.25)).toBe(1);
  });
});

describe('zoom origin', () => {
  const box = { left: 100, top: 50, width: 430, height: 510 };

  it('follows the pointer in percent of the image box', () => {
    expect(zoomOrigin({ x: 100, y: 50 }, box)).toEqual({ x: 0, y: 0 });
    expect(zoomOrigin({ x: 315, y: 305 }, box)).toEqual({ x: 50, y: 50 });
    expect(zoomOrigin({ x: 530, y: 560 }, box)).toEqual({ x: 100, y: 100 });
  });

  it('stays inside the box when the pointer is at the very edge or beyond', () => {
    expect(zoomOrigin({ x: 0, y: 1000 }, box)).toEqual({ x: 0, y: 100 });
  });

  it('uses the centre for a box with no size yet', () => {
    expect(zoomOrigin({ x: 10, y: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });
});

describe('moving the zoom by keyboard', () => {
  it('moves the point 10% with each arrow key and keeps it inside the picture', () => {
    expect(panOrigin('ArrowRight', { x: 50, y: 50 })).toEqual({ x: 60, y: 50 });
    expect(panOrigin('ArrowUp', { x: 50, y: 5 })).toEqual({ x: 50, y: 0 });
    expect(panOrigin('ArrowLeft', { x: 0, y: 30 })).toEqual({ x: 0, y: 30 });
  });

  it('leaves other keys alone', () => {
    expect(panOrigin('Tab', { x: 50, y: 50 })).toBeNull();
  });
});
