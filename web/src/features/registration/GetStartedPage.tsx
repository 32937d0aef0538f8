import '../../app/fullStyles';
import { Alert, Anchor, Badge, Button, Card, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { goTo } from '../../app/navigation';
import { AuthLayout } from '../../ui/AuthLayout';
import { PageLoader } from '../../ui/PageLoader';
import { useSubscriptionPlans } from './queries';

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** GetStarted and SelectPlan: the plans of account/subscription-plans, then registration. */
export function GetStartedPage() {
  const plans = useSubscriptionPlans();
  return (
    <AuthLayout
      title="Choose your plan"
      description="Pick the plan that fits your business. You can change it later from billing."
      width={960}
    >
      {plans.isPending ? <PageLoader /> : null}
      {plans.isError ? (
        <Alert color="red" role="alert">
          The plans could not be loaded. Please try again.
        </Alert>
      ) : null}
      {plans.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {plans.data.plans.map((plan) => (
            <Card key={plan.id} withBorder padding="lg" radius="md">
              <Stack gap="sm" h="100%">
                <Text fw={700} size="lg">
                  {plan.name}
                </Text>
                <Text size="xl" fw={800}>
                  {money(plan.amount)}
                  <Text span size="sm" c="dimmed">
                    {' '}
                    / {plan.interval}
                  </Text>
                </Text>
                <List size="sm" spacing={4}>
                  <List.Item>{plan.contacts_space.toLocaleString('en-US')} contacts</List.Item>
                  <List.Item>{plan.has_funnels ? 'Funnels included' : 'No funnels'}</List.Item>
                </List>
                {plan.trial_days > 0 ? (
                  <Badge variant="light" color="teal">
                    {plan.trial_days}-day free trial
                  </Badge>
                ) : null}
                <Button mt="auto" onClick={() => goTo('Register', undefined, { plan: plan.id })}>
                  Choose {plan.name}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
