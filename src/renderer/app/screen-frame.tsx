import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '../components/loading-state/loading-state';
import { useLocation, useNavigate } from 'react-router';
import { texts } from '../../shared/texts/pt-BR';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { DataGate } from './data-gate';
import { SingleProjectGate } from './single-project-gate';

interface ScreenFrameProps {
  children: ReactNode;
  /** Screens that read documents wait for the data connection (and sign-in). */
  needsData?: boolean;
  /** Reads several projects at once (Eventos); the others need one project. */
  multiProject?: boolean;
}

/** What every routed screen sits in: its own error boundary, lazy loading, the data gate. */
export function ScreenFrame({
  children,
  needsData = true,
  multiProject = false,
}: ScreenFrameProps) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ScreenErrorBoundary key={location.pathname} onGoHome={() => navigate('/console')}>
      <Suspense fallback={<LoadingState label={texts.shell.errors.loadingScreen} />}>
        {needsData ? (
          <DataGate>
            {multiProject ? children : <SingleProjectGate>{children}</SingleProjectGate>}
          </DataGate>
        ) : (
          children
        )}
      </Suspense>
    </ScreenErrorBoundary>
  );
}
