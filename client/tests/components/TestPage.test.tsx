import { render, screen } from '@testing-library/react';
import TestPage from '../../src/pages/test/TestPage';

describe('/test page', () => {
  it('warns that a production build was detected', () => {
    render(<TestPage production />);
    expect(screen.getByRole('alert').textContent).toBe('Warning: a production build was detected. This page is for testing only.');
  });

  it('shows no warning in development', () => {
    render(<TestPage production={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('This page is for testing only.')).toBeTruthy();
  });
});
