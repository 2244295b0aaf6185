import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../../test-support/render';
import { MemoryRouter } from 'react-router';
import { readCustomerEvent } from '../../../shared/events/customer-event';
import { countRenders } from '../../test-support/render-counts';
import { EventList } from './event-list';
import { EventRow } from './event-row';
import { TICK_MS } from './now-ticker';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

const events = Array.from({ length: 50 }, (_, index) =>
  readCustomerEvent('demo', `e${index}`, {
    action: 'start',
    createdAt: new Date(NOW - (index + 2) * 60_000),
  }),
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('relative times in the feed', () => {
  it('move on with one shared ticker, without re-rendering the rows', () => {
    const rows = countRenders(EventRow);
    const view = render(
      <MemoryRouter>
        <EventList
          events={events}
          ready
          multiProject={false}
          storefronts={{}}
          onOpenProduct={() => {}}
          customerNames={new Map()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('há 2 minutos')).toBeTruthy();
    expect(screen.getByText('há 12 minutos')).toBeTruthy();
    const rendersBefore = rows.total;
    expect(rendersBefore).toBeGreaterThanOrEqual(50);
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(2 * TICK_MS));
    expect(screen.getByText('há 3 minutos')).toBeTruthy();
    expect(screen.queryByText('há 2 minutos')).toBeNull();
    expect(screen.getByText('há 13 minutos')).toBeTruthy();
    // Only the time labels re-rendered.
    expect(rows.total).toBe(rendersBefore);

    // Nothing on screen: the ticker stops.
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads a new event as just now even between ticks', () => {
    const view = render(
      <MemoryRouter>
        <EventList
          events={events.slice(0, 1)}
          ready
          multiProject={false}
          storefronts={{}}
          onOpenProduct={() => {}}
          customerNames={new Map()}
        />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(TICK_MS - 1_000));
    const fresh = readCustomerEvent('demo', 'fresh', {
      action: 'exit',
      createdAt: new Date(Date.now()),
    });
    view.rerender(
      <MemoryRouter>
        <EventList
          events={[fresh, events[0]]}
          ready
          multiProject={false}
          storefronts={{}}
          onOpenProduct={() => {}}
          customerNames={new Map()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('há poucos segundos')).toBeTruthy();
    expect(view.container.querySelectorAll('li')[0].className).toMatch(/fresh/);
    expect(view.container.querySelectorAll('li')[1].className).not.toMatch(/fresh/);
    view.unmount();
  });
});
