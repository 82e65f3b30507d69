import { act, render, screen } from '@testing-library/react';
import { ProfileBody } from '../../src/components/profile/ProfileLayout';

/** Runs the animation frame and the timeout after it (the first paint). */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
}

const parts = { main: <p>main column</p>, aside: <p>side column</p>, comments: <p>comment wall</p> };

describe('ProfileBody', () => {
  it('draws all three parts at once by default', () => {
    render(<ProfileBody {...parts} />);
    expect(screen.getByText('main column')).toBeTruthy();
    expect(screen.getByText('side column')).toBeTruthy();
    expect(screen.getByText('comment wall')).toBeTruthy();
  });

  it('with restAfterPaint, draws the main column first and the side column and comments once it is on screen', async () => {
    render(<ProfileBody {...parts} restAfterPaint />);
    expect(screen.getByText('main column')).toBeTruthy();
    expect(screen.queryByText('side column')).toBeNull();
    expect(screen.queryByText('comment wall')).toBeNull();
    await paint();
    expect(screen.getByText('side column')).toBeTruthy();
    expect(screen.getByText('comment wall')).toBeTruthy();
  });
});
