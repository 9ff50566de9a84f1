//! The session's state machine: opening a link (answers, every seat's joins, moves), playing
//! this device's moves, keeping the seats of one device in step, and the deal's own steps.

use super::parcel::{link_bytes, seat_byte, Parcel};
use super::{Misdirected, Opened, Play, Session, SessionError, MOST_FORKS};
use crate::game::AnyGame;
use crate::remote::dealt::{Contents, Step};
use crate::remote::genesis::{Genesis, Join, JoinError, Table};
use crate::remote::link::{LinkError, Message, Signed, RESIGNATION};
use crate::remote::parts::{Kept, Part, PartRefusal, PART};

impl Session {
    /// Opens any link of this game: an answer (at the host), every seat's joins, moves. All of
    /// it is taken, or nothing.
    pub fn open(&mut self, link: &str) -> Result<Opened, SessionError> {
        let mut next = self.clone();
        let mut bytes = link_bytes(link)?;
        if bytes.first() == Some(&PART) {
            match next.keep_part(&bytes)? {
                Kept::Whole(whole) => bytes = whole,
                Kept::Waiting(kept) => {
                    *self = next;
                    let part = Some(kept);
                    return Ok(Opened {
                        part,
                        ..Opened::default()
                    });
                }
            }
        }
        let mut sent = Vec::new();
        let opened = match Parcel::from_bytes(&bytes)? {
            Parcel::Invitation { table, .. } => Err(self.misdirected_invitation(&table)),
            Parcel::Answer(join, proof) => next.take_answer(*join, proof),
            Parcel::Game { genesis, messages } => {
                sent.clone_from(&messages);
                next.take_game(genesis, messages)
            }
            Parcel::Copy(contributions) => next.take_copy(contributions),
        };
        if let Err(SessionError::Link(LinkError::Fork { .. })) = opened {
            self.keep_forks(sent);
        }
        let opened = opened?;
        next.send_deal_steps()?;
        next.settle()?;
        *self = next;
        Ok(opened)
    }

    /// Keeps a part of a long link, read from its `bytes`: the whole link's bytes if it was the
    /// last part to come.
    fn keep_part(&mut self, bytes: &[u8]) -> Result<Kept, SessionError> {
        let part = Part::read(bytes)?;
        let turn = part.last_turn();
        if (turn as usize) < self.messages().len() {
            return Err(LinkError::AlreadyApplied { turn }.into());
        }
        self.held.keep(part).map_err(|refusal| match refusal {
            PartRefusal::AlreadyHeld => SessionError::AlreadyOpened,
            PartRefusal::DoNotJoin => SessionError::PartsDoNotJoin,
        })
    }

    /// Keeps, of `messages`, each that forks this device's game and is not kept yet, up to
    /// [`MOST_FORKS`].
    fn keep_forks(&mut self, messages: Vec<Signed>) {
        let Some(playing) = &self.playing else {
            return;
        };
        for signed in messages {
            if playing.chain.is_fork(&signed)
                && !self.forks.contains(&signed)
                && self.forks.len() < MOST_FORKS
            {
                self.forks.push(signed);
            }
        }
    }

    /// The other message of each fork this device refused, signed by its seat: with the
    /// message taken for its turn, the proof that the seat signed two moves for one turn.
    pub fn forks(&self) -> &[Signed] {
        &self.forks
    }

    fn misdirected_invitation(&self, table: &Table) -> SessionError {
        SessionError::Misdirected(if *table == self.genesis.table {
            Misdirected::AlreadyHeld { seat: self.seat }
        } else {
            Misdirected::OtherGame
        })
    }

    /// Takes a seat's answer, if it proves it knows the seat's token: an answer made from
    /// another seat's invitation, or from no invitation, answers another invitation.
    pub(super) fn take_answer(
        &mut self,
        join: Join,
        proof: Option<[u8; 32]>,
    ) -> Result<Opened, SessionError> {
        if self.seat != self.host {
            return Err(SessionError::Misdirected(Misdirected::AnswersGoToHost {
                host: self.names()[self.host].clone(),
            }));
        }
        if self.genesis.joins().get(join.seat) == Some(&Some(join.clone())) {
            return Err(SessionError::AlreadyOpened);
        }
        let seat = join.seat;
        let token = self.seat_token(seat);
        if proof != Some(self.seat_proof(&token, seat, &join.key)) {
            return Err(JoinError::OtherInvitation.into());
        }
        self.genesis.accept(join)?;
        Ok(Opened {
            joined: vec![seat],
            started: self.start_if_complete()?,
            ..Opened::default()
        })
    }

    fn take_game(
        &mut self,
        genesis: Option<(Table, Vec<Join>)>,
        messages: Vec<Signed>,
    ) -> Result<Opened, SessionError> {
        let mut opened = Opened::default();
        if let Some((table, joins)) = genesis {
            opened.started = self.take_genesis(table, joins)?;
        }
        if self.playing.is_none() {
            return Err(self.not_started());
        }
        let mut already = None;
        for signed in messages {
            match self.take_message(signed) {
                Ok(applied) => opened.moves.push(applied),
                // A link may repeat moves the receiver has, for a receiver that may lack them.
                Err(SessionError::Link(LinkError::AlreadyApplied { turn })) => already = Some(turn),
                Err(error) => return Err(error),
            }
        }
        match already {
            _ if opened.started || !opened.moves.is_empty() => Ok(opened),
            Some(turn) => Err(LinkError::AlreadyApplied { turn }.into()),
            None => Err(SessionError::AlreadyOpened),
        }
    }

    /// Takes every seat's joins, each checked again here; whether the game began with them.
    fn take_genesis(&mut self, table: Table, joins: Vec<Join>) -> Result<bool, SessionError> {
        if table != self.genesis.table {
            return Err(LinkError::OtherGame.into());
        }
        let mut genesis = Genesis::new(table);
        for join in joins {
            genesis.accept(join)?;
        }
        genesis.complete()?;
        if genesis.joins()[self.seat] != Some(self.own_join()) {
            return Err(SessionError::SeatTaken { seat: self.seat });
        }
        if self.playing.is_some() {
            // Sent again until this seat moves: nothing new, unless the seats differ.
            return if genesis == self.genesis {
                Ok(false)
            } else {
                Err(SessionError::OtherSeats)
            };
        }
        self.genesis = genesis;
        self.start_if_complete()
    }

    /// Takes the next message and plays its move through the rules: the seat and the move as
    /// the record writes it.
    pub(super) fn take_message(&mut self, signed: Signed) -> Result<(usize, String), SessionError> {
        let playing = self.playing.as_mut().expect("a game is being played");
        let message = playing.chain.take(signed)?.clone();
        let seat = usize::from(message.seat);
        let turn = message.turn;
        let to_move = playing.play.next_seat().ok_or(SessionError::GameOver)?;
        if seat != to_move {
            return Err(SessionError::WrongSeat { turn, seat, to_move });
        }
        match &mut playing.play {
            Play::Whole(game) => {
                play_or_resign(game, seat, &message.body).map_err(|reason| SessionError::Rule {
                    turn,
                    text: message.body.clone(),
                    reason,
                })?
            }
            Play::Dealt(dealt) => {
                dealt
                    .take(&message)
                    .map_err(|refusal| SessionError::Deal { turn, seat, refusal })?
            }
        }
        Ok((seat, message.body))
    }

    /// Plays this device's move, in the game's notation, for whichever of its seats is to move,
    /// and signs it; the link to send is in [`Session::outbox`]. Only in a turn of this
    /// device's, and only a move the rules allow.
    pub fn play(&mut self, text: &str) -> Result<(), SessionError> {
        let playing = self.playing.as_ref().ok_or_else(|| self.not_started())?;
        let turn = playing.chain.taken().len() as u32;
        let to_move = playing.play.to_move().ok_or(SessionError::GameOver)?;
        if to_move != self.seat {
            return self.play_beside(to_move, text);
        }
        let rule = |reason: String| SessionError::Rule {
            turn,
            text: text.into(),
            reason,
        };
        let contents = match &playing.play {
            Play::Whole(game) => Contents {
                body: whole_move(game, self.seat, text).map_err(rule)?,
                unlocks: Vec::new(),
                deck: None,
            },
            Play::Dealt(dealt) => {
                let waiting = dealt.waiting_for();
                if !waiting.is_empty() {
                    return Err(SessionError::WaitingForKeys { seats: waiting });
                }
                dealt
                    .own_move(text)
                    .map_err(|refusal| rule(refusal.to_string()))?
            }
        };
        let mut next = self.clone();
        next.sign_and_take(contents)?;
        next.send_deal_steps()?;
        next.settle()?;
        *self = next;
        Ok(())
    }

    /// Plays `text` for `to_move` if it is a seat beside this one, and brings every seat of this
    /// device in step with it.
    fn play_beside(&mut self, to_move: usize, text: &str) -> Result<(), SessionError> {
        let Some(index) = self.beside.iter().position(|beside| beside.seat == to_move) else {
            let name = self.names()[to_move].clone();
            return Err(SessionError::NotYourTurn { to_move, name });
        };
        let mut next = self.clone();
        next.beside[index].play(text)?;
        next.settle()?;
        *self = next;
        Ok(())
    }

    /// Brings the seats beside this one in step with it and it with them, until none has a
    /// message the others lack: they are one device, so nothing travels by link between them.
    pub(super) fn settle(&mut self) -> Result<(), SessionError> {
        let mut beside = std::mem::take(&mut self.beside);
        let settled = (|| loop {
            let mut changed = false;
            for seat in &mut beside {
                changed |= seat.catch_up(self)?;
                changed |= self.catch_up(seat)?;
            }
            if !changed {
                return Ok(());
            }
        })();
        self.beside = beside;
        settled
    }

    /// Takes what `other`, a seat of this device, has and this one lacks (its joins while this
    /// one has not started, then its messages), with the deal steps that follow; whether there
    /// was any. The two chains are one: each seat here took every message before it signed.
    fn catch_up(&mut self, other: &Session) -> Result<bool, SessionError> {
        let heard = self.messages().len();
        let genesis = (!self.started() && other.started()).then(|| other.genesis_parts());
        if genesis.is_none() && other.messages().len() <= heard {
            return Ok(false);
        }
        self.take_game(genesis, other.messages()[heard..].to_vec())?;
        self.send_deal_steps()?;
        Ok(true)
    }

    /// Signs this seat's next message and takes it.
    fn sign_and_take(&mut self, contents: Contents) -> Result<(), SessionError> {
        let playing = self.playing.as_ref().expect("a game is being played");
        let message = Message {
            game: playing.id,
            turn: playing.chain.taken().len() as u32,
            previous: playing.chain.head(),
            seat: seat_byte(self.seat),
            body: contents.body,
            unlocks: contents.unlocks,
            deck: contents.deck,
        };
        self.take_message(message.sign(&self.key))?;
        Ok(())
    }

    /// Makes this seat's steps of the deal while they are next: they need nothing from the
    /// player (a shuffle, a lock, keys, the secret at the end), only this device's secret.
    pub(super) fn send_deal_steps(&mut self) -> Result<(), SessionError> {
        loop {
            let Some(Play::Dealt(dealt)) = self.playing.as_ref().map(|playing| &playing.play) else {
                return Ok(());
            };
            let step = dealt.step();
            if step.seat() != Some(self.seat) || matches!(step, Step::Move(_)) {
                return Ok(());
            }
            // This seat's step fails only on what it was handed: the message it answers is
            // refused, in the name of the seat that sent it.
            let answered = self.messages().last().map(|signed| &signed.message);
            let (turn, seat) = answered.map_or((0, self.seat), |message| {
                (message.turn, usize::from(message.seat))
            });
            let contents =
                dealt
                    .deal_message()
                    .map_err(|refusal| SessionError::Deal { turn, seat, refusal })?;
            self.sign_and_take(contents)?;
        }
    }
}

/// `seat`'s move, in the game's notation, or its resignation ([`RESIGNATION`]); the rules' own
/// words if they refuse it.
fn play_or_resign(game: &mut AnyGame, seat: usize, body: &str) -> Result<(), String> {
    match body {
        RESIGNATION => game.resign(seat),
        _ => game.play_notation(body),
    }
    .map_err(|error| error.to_string())
}

/// `seat`'s move in a game every device holds whole, tried first so that only a legal move is
/// signed, and written as the record writes it.
fn whole_move(game: &AnyGame, seat: usize, text: &str) -> Result<String, String> {
    let mut trial = game.clone();
    play_or_resign(&mut trial, seat, text)?;
    Ok(match text {
        RESIGNATION => RESIGNATION.to_string(),
        _ => trial.last_move().expect("a move was just played"),
    })
}
