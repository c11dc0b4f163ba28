import { Component, type ReactNode } from 'react';

interface Props {
  island: string;
  children: ReactNode;
}

/** Keeps one broken island from blanking the page: it logs and renders nothing. */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[haat] island "${this.props.island}" failed to render`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
