/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) throw new Error('render failure in a remote');
  return <p>remote content</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <p>shell chrome</p>
      <RemoteBoundary
        key={attempt}
        remote="mf_test"
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        <Flaky />
      </RemoteBoundary>
    </>
  );
}

beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteBoundary', () => {
  it('contains a remote that throws while rendering and recovers on retry', () => {
    shouldThrow = true;
    render(<Harness />);
    expect(screen.getByText('shell chrome')).toBeTruthy();
    expect(screen.queryByText('remote content')).toBeNull();

    shouldThrow = false;
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByText('remote content')).toBeTruthy();
  });

  it('logs the failing remote by name', () => {
    shouldThrow = true;
    const spy = console.error as jest.Mock;
    spy.mockClear();
    render(<Harness />);
    expect(spy.mock.calls.some((c) => String(c[0]).includes('[shell] remote mf_test failed'))).toBe(
      true,
    );
  });
});

describe('RemoteBoundary on navigation', () => {
  function Page({ path }: { path: string }) {
    if (path === '/broken') throw new Error('this page of the remote fails');
    return <p>page {path}</p>;
  }

  function Navigating() {
    const [path, setPath] = useState('/broken');
    return (
      <>
        <button type="button" onClick={() => setPath('/other')}>
          Go elsewhere
        </button>
        <RemoteBoundary
          remote="mf_test"
          resetKey={path}
          onRetry={() => undefined}
          fallback={() => <p>error panel</p>}
        >
          <Page path={path} />
        </RemoteBoundary>
      </>
    );
  }

  it('clears the error panel when the location changes', () => {
    render(<Navigating />);
    expect(screen.getByText('error panel')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    });
    expect(screen.queryByText('error panel')).toBeNull();
    expect(screen.getByText('page /other')).toBeTruthy();
  });
});
