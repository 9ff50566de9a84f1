//! The links a session sends, and to whom.

use super::parcel::{links_within_limit, Parcel};
use super::{Outgoing, Session};
use crate::remote::genesis::{Join, Table};

impl Session {
    /// The links to send, with the seats to send each to: while seats are open, the host's
    /// invitations or a guest's answer; then, for each other device, every message since the
    /// last one of its seats (it has those before), with every seat's joins until it has sent a
    /// move. Nothing is stored for this: a link can always be sent again.
    pub fn outbox(&self) -> Vec<Outgoing> {
        let Some(playing) = &self.playing else {
            return self.joining_outbox();
        };
        let taken = playing.chain.taken();
        let mut outbox: Vec<Outgoing> = Vec::new();
        for device in self.other_devices() {
            let heard = taken
                .iter()
                .rposition(|signed| device.contains(&usize::from(signed.message.seat)));
            let messages = taken[heard.map_or(0, |turn| turn + 1)..].to_vec();
            let genesis = (heard.is_none() && !device.contains(&self.host)).then(|| self.genesis_parts());
            if messages.is_empty() && genesis.is_none() {
                continue;
            }
            for link in links_within_limit(genesis, messages) {
                match outbox.iter_mut().find(|outgoing| outgoing.link == link) {
                    Some(outgoing) => outgoing.to.extend(&device),
                    None => outbox.push(Outgoing {
                        to: device.clone(),
                        link,
                    }),
                }
            }
        }
        outbox.extend(self.copy_outbox());
        outbox
    }

    /// Every other device, as the seats it plays: the host's, which may play several, and each
    /// guest's.
    fn other_devices(&self) -> Vec<Vec<usize>> {
        let host_device = self.host_device();
        let at_host = |seat: &usize| host_device.contains(seat);
        let host_device = (!at_host(&self.seat)).then(|| host_device.clone());
        let guests = (0..self.names().len())
            .filter(|seat| !at_host(seat) && *seat != self.seat)
            .map(|seat| vec![seat]);
        host_device.into_iter().chain(guests).collect()
    }

    /// The link that invites a guest to `seat`.
    pub(super) fn invitation(&self, seat: usize) -> String {
        Parcel::Invitation {
            host_device: self.host_device(),
            seat,
            table: self.genesis.table.clone(),
            token: Some(self.seat_token(seat)),
        }
        .encode()
    }

    fn joining_outbox(&self) -> Vec<Outgoing> {
        if self.seat != self.host {
            let (join, proof) = self.own_answer();
            let link = Parcel::Answer(Box::new(join), proof).encode();
            return vec![Outgoing {
                to: vec![self.host],
                link,
            }];
        }
        let invite = |seat| Outgoing {
            to: vec![seat],
            link: self.invitation(seat),
        };
        self.open_seats().into_iter().map(invite).collect()
    }

    pub(super) fn genesis_parts(&self) -> (Table, Vec<Join>) {
        let joins = self.genesis.joins().iter().flatten().cloned().collect();
        (self.genesis.table.clone(), joins)
    }
}
