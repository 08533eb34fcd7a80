import type { Metadata } from 'next';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, DataTable, Muted, Panel, StatusPill } from '@/components/admin/admin-parts';
import { AddStaffForm, StaffMemberActions } from '@/components/admin/staff-forms';
import { loadAdminData } from '../../admin-data';

export const metadata: Metadata = { title: 'Staff' };

/** Owners only (403 for others): who may sign in, their role, state and authenticator; add, change, deactivate, reset. */
export default async function StaffPage() {
  const { data } = await loadAdminData('/admin/staff', (api) => api.listStaff({}));
  return (
    <AdminPageFrame>
      <h1>Staff</h1>
      <Panel aria-labelledby="staff-heading">
        <h2 id="staff-heading">Members</h2>
        {data.length === 0 ? (
          <Muted>No staff yet.</Muted>
        ) : (
          <DataTable>
            <caption className="visually-hidden">Staff members, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Authenticator</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {data.map((member) => (
                <tr key={member.id} data-testid={`staff-${member.id}`}>
                  <th scope="row" data-label="Name">
                    {member.name}
                  </th>
                  <td data-label="Phone">
                    {member.country_code} {member.mobile_number}
                  </td>
                  <td data-label="Role">{member.role === 'owner' ? 'Owner' : 'Staff'}</td>
                  <td data-label="State">
                    <StatusPill>{member.active ? 'Active' : 'Deactivated'}</StatusPill>
                  </td>
                  <td data-label="Authenticator">{member.totp_enrolled ? 'Set up' : 'At next sign-in'}</td>
                  <td data-label="Last sign-in">
                    {member.last_signed_in_at ? formatAdminTime(member.last_signed_in_at) : 'Never'}
                  </td>
                  <td data-label="Change">
                    <StaffMemberActions id={member.id} name={member.name} role={member.role} active={member.active} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Panel>
      <Panel aria-labelledby="add-staff-heading">
        <h2 id="add-staff-heading">New member</h2>
        <AddStaffForm />
      </Panel>
    </AdminPageFrame>
  );
}
